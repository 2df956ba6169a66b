import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postSummaries } from '../blogPosts'
import { formatProblems } from '../i18nStatus'
import { reviewTranslations, translationFreshness } from './allLanguages'

/** locales/README.md's "When the English changes", followed step by step on a copy of the real home page and post. */
const LANGUAGES = ['en', 'es', 'pt']
const SLUG = 'cro-for-saas'
const ADDED = ' Now with a second sentence.'
const today = new Date().toISOString().slice(0, 10)
const repo = fileURLToPath(new URL('../..', import.meta.url))

let root = ''
let oldSubtitle = ''
let oldParagraph = ''
const path = (file: string) => join(root, file)
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(path(file), change(readFileSync(path(file), 'utf8')))

function editSubtitle(locale: string, change: (subtitle: string) => string): string {
  const home = JSON.parse(readFileSync(path(`locales/${locale}/home.json`), 'utf8')) as {
    hero: { subtitle: string }
  }
  const old = home.hero.subtitle
  home.hero.subtitle = change(old)
  writeFileSync(path(`locales/${locale}/home.json`), JSON.stringify(home, null, 2))
  return old
}

/** Appends a sentence to a post's first paragraph of body text; returns the paragraph as it was. */
function extendFirstParagraph(locale: string, sentence: string): string {
  const file = `locales/${locale}/blog/${SLUG}.md`
  const body = readFileSync(path(file), 'utf8').split(/^---$/m)[2] ?? ''
  const paragraph = body.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'))
  if (!paragraph) throw new Error(`${file} has no paragraph`)
  edit(file, (text) => text.replace(paragraph, paragraph + sentence))
  return paragraph
}

const check = () => translationFreshness(root, 'en', LANGUAGES)
const noticeDate = (locale: string) =>
  postSummaries(root, locale).find((post) => post.slug === SLUG || post.slugs.en === SLUG)
    ?.englishUpdatedAt

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'translator-flow-'))
  const files = ['home.json', '.source.json', `blog/${SLUG}.md`]
  for (const locale of LANGUAGES) {
    for (const file of files.map((name) => `locales/${locale}/${name}`)) {
      if (existsSync(join(repo, file))) cpSync(join(repo, file), path(file), { recursive: true })
    }
  }
  cpSync(join(repo, 'public/images/blog'), path('public/images/blog'), { recursive: true })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('an English string and an English post paragraph, changed', () => {
  it('start from translations in step: nothing to report, no notice', () => {
    expect(check()).toEqual({ problems: [], report: '' })
    expect(noticeDate('es')).toBeUndefined()
  })

  it('are stale in Spanish and Portuguese: i18n:check names the file and key with the English then and now', () => {
    oldSubtitle = editSubtitle('en', (subtitle) => subtitle + ADDED)
    oldParagraph = extendFirstParagraph('en', ADDED)
    edit(`locales/en/blog/${SLUG}.md`, (text) =>
      text
        .replace(/^updatedAt: .*\n/m, '')
        .replace(/^publishedAt: .*$/m, (line) => `${line}\nupdatedAt: ${today}`),
    )
    const { problems, report } = check()
    expect(problems.map((problem) => problem.kind)).toEqual(['stale', 'stale'])
    const listed = formatProblems(problems)
    expect(listed).toMatch(/^stale \(2\): Update the translation to the new English;/)
    for (const locale of ['es', 'pt']) {
      expect(listed).toContain(
        `  locales/${locale}/home.json  hero.subtitle  the English changed since it was translated\n` +
          `      was: ${JSON.stringify(oldSubtitle)}\n` +
          `      now: ${JSON.stringify(oldSubtitle + ADDED)}`,
      )
      expect(report).toMatch(
        new RegExp(
          `  locales/${locale}/blog/${SLUG}\\.md  translated from the English of [\\d-]+:\\n`,
        ),
      )
      expect(report).toContain(`npm run i18n:reviewed -- ${locale} blog/${SLUG}.md`)
    }
    expect(report).toContain('    before the first heading (English line')
    expect(report).toContain(`      was: ${JSON.stringify(oldParagraph)}`)
    expect(report).toContain(`      now: ${JSON.stringify(oldParagraph + ADDED)}`)
  })

  it("give the translated post's page a notice dated by the English update, and none in English", () => {
    expect(noticeDate('es')).toBe(today)
    expect(noticeDate('pt')).toBe(today)
    expect(noticeDate('en')).toBeUndefined()
  })

  it('clear after i18n:reviewed (Spanish) and after a real edit, recorded by i18n:status (Portuguese)', () => {
    const reviewed = reviewTranslations(
      root,
      'en',
      ['es'],
      ['home:hero.subtitle', `blog/${SLUG}`],
      today,
    )
    expect(reviewed).toEqual([
      `es: 2 recorded against today's English in locales/es/.source.json; no longer stale: home:hero.subtitle, blog/${SLUG}.md`,
    ])
    expect(() => reviewTranslations(root, 'en', ['es'], ['home:nothing'], today)).toThrow(
      'Nothing translated in es answers to "home:nothing"',
    )

    editSubtitle('pt', (subtitle) => `${subtitle} Agora com uma segunda frase.`)
    extendFirstParagraph('pt', ' Agora com uma segunda frase.')
    // Until the translator's i18n:status records the edit, the check asks for it.
    expect(check().problems.map((problem) => problem.kind)).toEqual(['unrecorded', 'unrecorded'])
    const { report } = translationFreshness(root, 'en', LANGUAGES, today)
    expect(report).toContain('  locales/pt/home.json: hero.subtitle (edited)')
    expect(report).toContain(`  locales/pt/blog/${SLUG}.md: the whole file (edited)`)

    expect(check()).toEqual({ problems: [], report: '' })
    expect(noticeDate('es')).toBeUndefined()
    expect(noticeDate('pt')).toBeUndefined()
  })

  it('list a post a language lacks as not translated yet', () => {
    unlinkSync(path(`locales/pt/blog/${SLUG}.md`))
    expect(check().report).toContain(
      `  locales/pt/blog/${SLUG}.md  not translated yet (English: locales/en/blog/${SLUG}.md)`,
    )
  })
})
