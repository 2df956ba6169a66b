import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copyProject, type ProjectCopy, run } from './projectCopy'

// A translator's or author's slip fails the build naming the file (and line), never a bundler's "line 110" or a page built wrong.
let project: ProjectCopy

beforeAll(async () => {
  project = await copyProject('broken-sources-')
}, 120_000)
afterAll(() => project.remove())

/** Applies each change in turn (several may change one file), runs `act`, then restores the files. */
async function withFilesChanged(
  changes: [string, (text: string) => string, ...unknown[]][],
  act: () => Promise<string>,
): Promise<string> {
  const originals = new Map<string, string>()
  try {
    for (const [path, change] of changes) {
      const file = join(project.dir, path)
      const before = await readFile(file, 'utf8')
      if (!originals.has(file)) originals.set(file, before)
      const changed = change(before)
      expect(changed, `the change to ${path} changes nothing`).not.toBe(before)
      await writeFile(file, changed)
    }
    return await act()
  } finally {
    for (const [file, text] of originals) await writeFile(file, text)
  }
}

const withFileChanged = (
  path: string,
  change: (text: string) => string,
  act: () => Promise<string>,
) => withFilesChanged([[path, change]], act)

/** What a command printed when it failed; fails the test if it succeeded. */
async function failureOf(command: () => Promise<unknown>): Promise<string> {
  try {
    await command()
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return `${stdout}\n${stderr}`
  }
  throw new Error('It succeeded')
}

const buildError = () => failureOf(() => project.build())
const inCopy = (command: string, args: string[]) => () => run(command, args, { cwd: project.dir })

const trailingComma = (json: string) => json.replace(/\s*\}\s*$/, ',\n}\n')
const POST = 'locales/en/blog/cro-for-saas.md'

// Each slip is a build of its own (the build stops at the first), but the translation gate's, which it names all at once.
describe('a broken source fails the build naming its file', { timeout: 300_000 }, () => {
  it('a trailing comma fails the translation check too, naming the file, line and column', async () => {
    const check = ['node_modules/jiti/lib/jiti-cli.mjs', 'scripts/i18n-status.ts', '--check']
    const output = await withFileChanged('locales/pt/common.json', trailingComma, () =>
      failureOf(inCopy(process.execPath, check)),
    )
    expect(output).toMatch(/^locales\/pt\/common\.json:\d+:1: not valid JSON: /m)
  })

  it('a visible string written in a view fails the translation check, naming file and line', async () => {
    const view = 'src/views/thanks/ThanksView.tsx'
    const output = await withFileChanged(
      view,
      (text) =>
        text.replace("<p>{t('contact:faq.next.answer')}</p>", '<p>We will call you today.</p>'),
      () => failureOf(inCopy('npm', ['run', '--silent', 'i18n:check'])),
    )
    expect(output).toContain(view)
    expect(output).toMatch(/\d+: Error: Found hardcoded string: "We will call you today\."/)
  })

  it('slips in translations: the build itself refuses them all at once, naming each file and key', async () => {
    // [file, the slip, what the build says of it]
    const slips: [string, (json: string) => string, RegExp][] = [
      [
        'locales/es/home.json',
        (json) => {
          const texts = JSON.parse(json) as { hero: Record<string, string> }
          delete texts.hero.title
          return JSON.stringify(texts, null, 2)
        },
        /locales\/es\/home\.json {2}hero\.title {2}not in the file/,
      ],
      [
        'locales/es/contact.json',
        (json) => json.replace('{{email}}', '{{emial}}'),
        /locales\/es\/contact\.json {2}form\.emailDraft {2}unknown \{\{emial\}\}; missing \{\{email\}\}/,
      ],
    ]
    const output = await withFilesChanged(slips, buildError)
    expect(output).toContain('Translations that would ship broken pages')
    for (const [, , message] of slips) expect(output).toMatch(message)
  })

  it.each([
    [
      'a trailing comma in a translation file',
      'locales/es/about.json',
      trailingComma,
      /locales\/es\/about\.json:\d+:1: not valid JSON/,
    ],
    [
      'a __proto__ key in the address words',
      'locales/slugs.json',
      (text: string) => text.replace('{', '{\n  "__proto__": { "es": "x", "pt": "x" },'),
      /locales\/slugs\.json:2: "__proto__" is not a key the site reads/,
    ],
    [
      'a post of 10 MB in one paragraph',
      POST,
      (text: string) => `${text}\n${'palabra '.repeat(1_300_000)}\n`,
      /locales\/en\/blog\/cro-for-saas\.md: \d+ KB, over the 256 KB a post may be/,
    ],
    [
      'a list nested 300 deep',
      POST,
      (text: string) =>
        `${text}\n${Array.from({ length: 300 }, (_, level) => `${'  '.repeat(level)}- x`).join('\n')}\n`,
      /locales\/en\/blog\/cro-for-saas\.md: lists or quotes nest \d+ levels deep; a post may nest 8/,
    ],
  ])(
    '%s: the file and where, not a stack overflow or minutes of parsing',
    async (_, file, change, message) => {
      const output = await withFileChanged(file, change, buildError)
      expect(output).toMatch(message)
      expect(output).not.toMatch(/Maximum call stack/)
    },
  )
})
