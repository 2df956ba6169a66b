import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pageFile } from '../../src/features/hosting/canonicalPaths'
import { formatLongDate } from '../../src/features/i18n/format'
import { createFormatting } from '../../src/features/i18n/formatting'
import { postIn } from '../copy'
import { copyProject, type ProjectCopy, run } from './projectCopy'

/**
 * The promise the translator guide makes under "When the English changes": an English change
 * makes its translations stale until they are updated or marked reviewed. In a copy of the
 * project, this changes one English UI string and one paragraph of an English post, as an editor
 * would, and follows both through the tools, the gate and the built pages.
 */
const SLUG = 'cro-for-saas'
const KEY = 'hero.subtitle'
const ADDED = ' Now with a second sentence.'
const today = new Date().toISOString().slice(0, 10)
/** Builds in the copy take tens of seconds on a busy 2-core machine. */
const BUILD_TIMEOUT = 300_000

let project: ProjectCopy
let oldSubtitle = ''
let oldParagraph = ''

const file = (path: string) => join(project.dir, path)

/** Runs one of the project's npm scripts in the copy, as `npm run <name> -- <args>` would. */
function script(name: 'i18n-status' | 'i18n-reviewed' | 'i18n-report', ...args: string[]) {
  return run(
    process.execPath,
    [file('node_modules/jiti/lib/jiti-cli.mjs'), `scripts/${name}.ts`, ...args],
    { cwd: project.dir },
  )
}

/** A post's first paragraph of body text: the first line after the front matter that is not a heading. */
function firstParagraph(markdown: string): string {
  const body = markdown.split(/^---$/m)[2] ?? ''
  const paragraph = body.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'))
  if (!paragraph) throw new Error('The post has no paragraph')
  return paragraph
}

/** Appends a sentence to a post's first paragraph; returns the paragraph as it was. */
async function extendFirstParagraph(locale: string, sentence: string): Promise<string> {
  const path = file(`locales/${locale}/blog/${SLUG}.md`)
  const markdown = await readFile(path, 'utf8')
  const paragraph = firstParagraph(markdown)
  await writeFile(path, markdown.replace(paragraph, paragraph + sentence))
  return paragraph
}

async function editJson(locale: string, edit: (hero: Record<string, string>) => void) {
  const path = file(`locales/${locale}/home.json`)
  const home = JSON.parse(await readFile(path, 'utf8')) as { hero: Record<string, string> }
  edit(home.hero)
  await writeFile(path, `${JSON.stringify(home, null, 2)}\n`)
}

async function failure(promise: Promise<unknown>): Promise<{ stdout: string }> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown as { stdout: string },
  )
  if (!error) throw new Error('Expected the command to fail')
  return error
}

const notice = {
  es: `La versión en inglés de este artículo se actualizó el ${formatLongDate(createFormatting('es'), today)}`,
  pt: `A versão em inglês deste artigo foi atualizada em ${formatLongDate(createFormatting('pt'), today)}`,
}

beforeAll(async () => {
  project = await copyProject('stale-translations-')
  await editJson('en', (hero) => {
    oldSubtitle = hero.subtitle ?? ''
    hero.subtitle = oldSubtitle + ADDED
  })
  oldParagraph = await extendFirstParagraph('en', ADDED)
  // An English post's update is dated: the translations' notice gives the date.
  const english = file(`locales/en/blog/${SLUG}.md`)
  const markdown = await readFile(english, 'utf8')
  await writeFile(
    english,
    markdown
      .replace(/^updatedAt: .*\n/m, '')
      .replace(/^publishedAt: .*$/m, (line) => `${line}\nupdatedAt: ${today}`),
  )
})

afterAll(async () => {
  await project?.remove()
})

describe('an English string and an English post paragraph, changed', () => {
  it('are listed by i18n:status as stale in Spanish and Portuguese, with the English then and now', async () => {
    const { stdout } = await script('i18n-status')
    for (const locale of ['es', 'pt']) {
      expect(stdout).toContain(
        `  locales/${locale}/home.json  ${KEY}  the English changed since it was translated\n` +
          `      was: ${JSON.stringify(oldSubtitle)}\n` +
          `      now: ${JSON.stringify(oldSubtitle + ADDED)}`,
      )
      expect(stdout).toMatch(
        new RegExp(
          `  locales/${locale}/blog/${SLUG}\\.md  translated from the English of [\\d-]+:\\n`,
        ),
      )
      expect(stdout).toContain(`      was: ${JSON.stringify(oldParagraph)}`)
      expect(stdout).toContain(`      now: ${JSON.stringify(oldParagraph + ADDED)}`)
      expect(stdout).toContain(`npm run i18n:reviewed -- ${locale} blog/${SLUG}.md`)
    }
    expect(stdout).toMatch(/blog\/cro-for-saas\.md\s+100%\s+\d+%, 1 stale\s+\d+%, 1 stale/)
  })

  it('fail i18n:check on the string, naming the file and key; the post may ship', async () => {
    const { stdout } = await failure(script('i18n-status', '--check'))
    expect(stdout).toContain(`stale (2):`)
    expect(stdout).toContain(`  locales/es/home.json  ${KEY}  the English changed`)
    expect(stdout).toContain(`  locales/pt/home.json  ${KEY}  the English changed`)
    expect(stdout).toContain('2 problem(s).')
  })

  it('show on the dashboard with their English diff and the file to edit', async () => {
    await script('i18n-report')
    const html = await readFile(file('reports/translations.html'), 'utf8')
    expect(html).toContain(`Edit <code>locales/es/home.json</code>, key <code>${KEY}</code>`)
    expect(html).toContain(`<ins>${ADDED}</ins>`)
    expect(html).toContain(`Edit <code>locales/pt/blog/${SLUG}.md</code>`)
    expect(html).toContain('npm run i18n:reviewed -- es home:hero.subtitle')
    expect(html).toMatch(/aria-label="\d+ done · 1 stale of \d+"/)
    // The glossary of each language.
    expect(html).toContain('prueba gratuita')
    expect(html).toContain('teste grátis')
  })

  it(
    'give the built Spanish and Portuguese post a notice, and no notice to the UI or to English',
    async () => {
      await project.build()
      const english = await project.built(pageFile(`/blog/${SLUG}`))
      expect(english).not.toContain('role="note"')
      for (const locale of ['es', 'pt'] as const) {
        const post = await project.built(pageFile(`/${locale}/blog/${postIn(locale, SLUG).slug}`))
        expect(post).toContain(notice[locale])
        expect(post).toMatch(
          new RegExp(`<p role="note"[^]*?<a href="/blog/${SLUG}" hrefLang="en-US">`),
        )
        // The UI string ships as it was translated: the gate, not a notice, keeps it in step.
        const home = await project.built(pageFile(`/${locale}`))
        expect(home).not.toContain('role="note"')
      }
    },
    BUILD_TIMEOUT,
  )

  it(
    'clear after i18n:reviewed (Spanish) and after a real edit (Portuguese)',
    async () => {
      const { stdout: reviewed } = await script(
        'i18n-reviewed',
        'es',
        `home:${KEY}`,
        `blog/${SLUG}`,
      )
      expect(reviewed).toContain(`no longer stale: home:${KEY}, blog/${SLUG}.md`)

      await editJson('pt', (hero) => {
        hero.subtitle = `${hero.subtitle ?? ''} Agora com uma segunda frase.`
      })
      await extendFirstParagraph('pt', ' Agora com uma segunda frase.')
      // An edit is recorded by the translator's own command; until then the check says so.
      const { stdout: unrecorded } = await failure(script('i18n-status', '--check'))
      expect(unrecorded).toContain('unrecorded (2):')
      expect(unrecorded).not.toContain('stale (')
      const { stdout: recorded } = await script('i18n-status')
      expect(recorded).toContain(`  locales/pt/home.json: ${KEY} (edited)`)
      expect(recorded).toContain(`  locales/pt/blog/${SLUG}.md: the whole file (edited)`)

      await expect(script('i18n-status', '--check')).resolves.toMatchObject({
        stdout: expect.stringContaining('No problems'),
      })
      await project.build()
      for (const locale of ['es', 'pt'] as const) {
        const post = await project.built(pageFile(`/${locale}/blog/${postIn(locale, SLUG).slug}`))
        expect(post).not.toContain(notice[locale])
      }
    },
    BUILD_TIMEOUT,
  )
})
