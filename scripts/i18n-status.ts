// `npm run i18n:status`: how complete each language is, namespace by namespace, and every
// problem as the file and key to open. With `--check` (npm run check, CI) it exits 1 when there
// is any problem. It reads i18next-cli's dry-run extraction, so it knows exactly the keys the code
// uses; it never writes a file.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

import { runExtractor } from 'i18next-cli'

import config from '../i18next.config.ts'
import { blogPageTitle } from '../src/features/blog/blogHead.ts'
import { readPostFile } from '../src/features/blog/compilePost.ts'
import { createI18n } from '../src/features/i18n/createI18n.ts'
import type { Locale } from '../src/features/i18n/locales.ts'
import { pageTitle } from '../src/features/seo/pageTitle.ts'
import { postFilesIn } from '../tooling/blogPosts.ts'
import { glossaryProblems, type GlossaryTerm, type TranslatedText } from '../tooling/glossary.ts'
import {
  auditTranslations,
  type ContextFile,
  flattenKeys,
  formatCoverage,
  formatProblems,
  type NamespaceFile,
} from '../tooling/i18nStatus.ts'
import { type Snippet, snippetProblems } from '../tooling/searchSnippets.ts'

const CONTEXT_DIR = 'locales/context'
const check = process.argv.includes('--check')

const { results, hasErrors } = await runExtractor(structuredClone(config), {
  isDryRun: true,
  quiet: true,
})

const files: NamespaceFile[] = results.map((result) => ({
  locale: result.locale,
  namespace: result.namespace ?? '',
  file: relative(process.cwd(), result.path),
  expected: result.newTranslations,
  // i18next-cli reads a file that does not exist yet as `{}`.
  existing: result.existingTranslations,
}))

const contexts: ContextFile[] = readdirSync(CONTEXT_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    const file = `${CONTEXT_DIR}/${name}`
    return {
      namespace: name.replace(/\.json$/, ''),
      file,
      descriptions: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
    }
  })

const primary = config.extract.primaryLanguage ?? config.locales[0] ?? 'en'
const { coverage, problems } = auditTranslations(files, primary, contexts)

/** A language's Markdown files, path and text: its blog posts, then its blueprint download. */
function markdownFiles(locale: string): { file: string; source: string; isPost: boolean }[] {
  const posts = [...postFilesIn('.', locale).values()].map((file) => ({ file, isPost: true }))
  const blueprint = `locales/${locale}/blueprint.md`
  const all = existsSync(blueprint) ? [...posts, { file: blueprint, isPost: false }] : posts
  return all.map((entry) => ({ ...entry, source: readFileSync(entry.file, 'utf8') }))
}

for (const locale of config.locales) {
  const own = files.filter((file) => file.locale === locale)

  // Search results: each page's title as the browser tab shows it, and its description.
  const snippets: Snippet[] = own.flatMap(({ file, existing }) => {
    const meta = (existing.meta ?? {}) as Record<string, unknown>
    const found: Snippet[] = []
    if (typeof meta.title === 'string')
      found.push({ file, key: 'meta.title', kind: 'title', text: pageTitle(meta.title) })
    if (typeof meta.description === 'string')
      found.push({ file, key: 'meta.description', kind: 'description', text: meta.description })
    return found
  })
  const markdown = markdownFiles(locale)
  const blog = own.find((file) => file.namespace === 'blog')?.existing ?? {}
  const t = createI18n(locale as Locale, { blog }).t
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

console.log(formatCoverage(coverage, config.locales))
if (hasErrors) {
  console.error('\nSome source files could not be parsed: the keys above may be incomplete.')
}
if (problems.length > 0) {
  console.log(`\n${formatProblems(problems)}`)
  console.log(`\n${problems.length} problem(s). The translator guide: locales/README.md`)
} else {
  console.log(
    '\nNo problems: every key is translated, used and described where it needs to be; every title and description fits search results; no text uses a word the glossary avoids.',
  )
}
if (check && (problems.length > 0 || hasErrors)) process.exitCode = 1
