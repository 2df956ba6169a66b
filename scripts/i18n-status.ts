// `npm run i18n:status [-- --check]`: every problem by file and key, and posts behind their English; records new and edited translations unless `--check`, which exits 1 on any problem.
import { existsSync, globSync, readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'

import { defaultLocale, localeCodes } from '../src/config/locales.ts'
import { readPostFile } from '../src/features/blog/compilePost.ts'
import { createSiteI18n, siteFigures } from '../src/features/i18n/siteFigures.ts'
import { blogPageTitle } from '../src/features/seo/blogHead.ts'
import { pageTitle } from '../src/features/seo/pageTitle.ts'
import { postFilesIn } from '../tooling/blogPosts.ts'
import { glossaryProblems, type GlossaryTerm, type TranslatedText } from '../tooling/glossary.ts'
import { extractedNamespaceFiles, unreadableLocaleFiles } from '../tooling/i18nExtraction.ts'
import {
  auditTranslations,
  type ContextFile,
  flattenKeys,
  formatProblems,
} from '../tooling/i18nStatus.ts'
import { type Snippet, snippetProblems } from '../tooling/searchSnippets.ts'
import { translationFreshness } from '../tooling/translationSources/allLanguages.ts'

const root = resolve(import.meta.dirname, '..')
const check = process.argv.includes('--check')

const unreadable = unreadableLocaleFiles()
if (unreadable.length > 0) {
  console.error(unreadable.join('\n'))
  process.exit(1)
}
const files = await extractedNamespaceFiles()

const contexts: ContextFile[] = globSync('locales/context/*.json')
  .sort()
  .map((file) => ({
    namespace: basename(file, '.json'),
    file,
    descriptions: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
  }))

const problems = auditTranslations(files, defaultLocale, contexts, Object.keys(siteFigures('en')))
const freshness = translationFreshness(
  root,
  defaultLocale,
  localeCodes,
  check ? undefined : new Date().toISOString().slice(0, 10),
)
problems.push(...freshness.problems)

function markdownFiles(locale: string): { file: string; source: string; isPost: boolean }[] {
  const posts = [...postFilesIn('.', locale).values()].map((file) => ({ file, isPost: true }))
  const blueprint = `locales/${locale}/blueprint.md`
  const all = existsSync(blueprint) ? [...posts, { file: blueprint, isPost: false }] : posts
  return all.map((entry) => ({ ...entry, source: readFileSync(entry.file, 'utf8') }))
}

for (const locale of localeCodes) {
  const own = files.filter((file) => file.locale === locale)

  // Each page's title as the tab shows it and its description, with the agency's figures filled in (formats included: "six-week").
  const existingOf = (namespace: string) =>
    own.find((file) => file.namespace === namespace)?.existing ?? {}
  const siteI18n = createSiteI18n(locale, {
    common: existingOf('common'),
    blog: existingOf('blog'),
  })
  const filled = (text: string) => siteI18n.services.interpolator.interpolate(text, {}, locale, {})
  const snippets: Snippet[] = own.flatMap(({ file, existing }) => {
    const meta = (existing.meta ?? {}) as Record<string, unknown>
    const found: Snippet[] = []
    if (typeof meta.title === 'string')
      found.push({ file, key: 'meta.title', kind: 'title', text: pageTitle(filled(meta.title)) })
    if (typeof meta.description === 'string') {
      const text = filled(meta.description)
      found.push({ file, key: 'meta.description', kind: 'description', text })
    }
    return found
  })
  const markdown = markdownFiles(locale)
  const { t } = siteI18n
  for (const { file, source } of markdown.filter((entry) => entry.isPost)) {
    const { frontMatter } = readPostFile(source, file)
    const key = frontMatter.seoTitle ? 'seoTitle' : 'title'
    const text = blogPageTitle(t, frontMatter.seoTitle ?? frontMatter.title)
    snippets.push({ file, key, kind: 'title', text })
    snippets.push({ file, key: 'excerpt', kind: 'description', text: frontMatter.excerpt })
  }
  problems.push(...snippetProblems(snippets))

  // The glossary's avoided words, in every string and every line of Markdown.
  const glossaryFile = `locales/glossary/${locale}.json`
  if (!existsSync(glossaryFile)) continue
  const glossary = JSON.parse(readFileSync(glossaryFile, 'utf8')) as GlossaryTerm[]
  const texts: TranslatedText[] = own.flatMap(({ file, existing }) =>
    [...flattenKeys(existing)]
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => ({ file, key, text })),
  )
  for (const { file, source } of markdown) {
    source
      .split('\n')
      .forEach((text, index) => texts.push({ file, key: `line ${index + 1}`, text }))
  }
  problems.push(...glossaryProblems(glossary, texts))
}

if (freshness.report) console.log(`${freshness.report}\n`)
if (problems.length > 0) {
  console.log(formatProblems(problems))
  console.log(`\n${problems.length} problem(s). The translator guide: locales/README.md`)
} else {
  console.log(
    'No problems: every key is translated, used and described where it needs to be; every title and description fits search results; no text uses a word the glossary avoids.',
  )
}
if (check && problems.length > 0) process.exitCode = 1
