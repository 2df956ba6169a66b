import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { defaultLocale, localeCodes } from '../src/config/locales.ts'
import { shareImagePath } from '../src/content/blog/posts.ts'
import {
  postFacts,
  type PostSummary,
  readPostFacts,
  readPostFile,
} from '../src/features/blog/compilePost.ts'
import { postFile } from '../src/routing/paths.ts'
import { postDocument, postDocumentId } from './translationSources/documentText.ts'
import { postUpdate } from './translationSources/englishUpdates.ts'
import { readSnapshot } from './translationSources/snapshot.ts'
import { translationNoticeDate } from './translationSources/translationNotice.ts'

/** A reader's pace for the "N min read" the blog shows: a common estimate for web text. */
const WORDS_PER_MINUTE = 200

/** Minutes to read a post's Markdown body: its words (Markdown marks are not words), at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/** Names no post may take: hosts answer `/blog/index` and `/blog/404` with the blog's own pages. */
const RESERVED_SLUGS: Readonly<Record<string, string>> = {
  index: "every host serves /blog/index as the blog's list",
  '404': "blog/404 is the blog's not-found page",
}

export function postFilesIn(root: string, locale: string): Map<string, string> {
  const folder = join(root, 'locales', locale, 'blog')
  if (!existsSync(folder)) return new Map()
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => name.slice(0, -'.md'.length))
      .map((slug) => [slug, postFile(locale, slug)]),
  )
}

function checkImages(root: string, file: string, featuredImage: string): void {
  for (const image of [featuredImage, shareImagePath({ featuredImage })]) {
    if (!existsSync(join(root, 'public', image))) {
      throw new Error(
        `${file}: "featuredImage": public${image} does not exist (README, "Publishing a blog post")`,
      )
    }
  }
}

/** Each post's slug in every language, by its English slug; fails where one address hides another. */
export function postSlugsByLocale(root: string): Record<string, Record<string, string>> {
  const slugs: Record<string, Record<string, string>> = {}
  for (const slug of postFilesIn(root, defaultLocale).keys()) slugs[slug] = {}
  for (const locale of localeCodes) {
    const fileBySlug = new Map<string, string>()
    for (const [name, file] of postFilesIn(root, locale)) {
      if (!(name in slugs)) {
        throw new Error(`${file} has no original: add ${postFile(defaultLocale, name)}`)
      }
      const own = locale === defaultLocale ? name : readPost(root, file, false).frontMatter.slug
      const reserved = RESERVED_SLUGS[own]
      if (reserved) throw new Error(`${file}: the slug "${own}" is reserved (${reserved})`)
      const other = fileBySlug.get(own)
      if (other) throw new Error(`${other} and ${file} both have the slug "${own}"`)
      fileBySlug.set(own, file)
      const post = slugs[name]
      if (post) post[locale] = own
    }
  }
  return slugs
}

/** A post's checked front matter and body, with its source for the translation notice. */
function readPost(root: string, file: string, isOriginal: boolean) {
  const source = readFileSync(join(root, file), 'utf8')
  const post = { ...readPostFile(source, file), source }
  const slug = file.split('/').at(-1)?.replace(/\.md$/, '')
  if (isOriginal && post.frontMatter.slug !== slug) {
    throw new Error(
      `${file}: "slug" is "${post.frontMatter.slug}"; it must be the file's name, "${slug}"`,
    )
  }
  return post
}

const FACT_NAMES = Object.keys(postFacts.shape)

/** One language's posts, newest first: English facts, this language's words; facts written once. */
export function postSummaries(
  root: string,
  locale: string,
  slugsByPost: Readonly<Record<string, Readonly<Record<string, string>>>> = postSlugsByLocale(root),
): PostSummary[] {
  const originals = postFilesIn(root, defaultLocale)
  const own = postFilesIn(root, locale)
  const snapshot = readSnapshot(root, locale)
  const summaries = [...originals].map(([slug, originalFile]) => {
    const file = own.get(slug)
    if (!file) throw new Error(`Missing blog post locales/${locale}/blog/${slug}.md`)
    const original = readPost(root, originalFile, true)
    const facts = readPostFacts(original.frontMatter, originalFile)
    checkImages(root, originalFile, facts.featuredImage)
    const translated = locale === defaultLocale ? original : readPost(root, file, false)
    const { frontMatter, body } = translated
    if (locale !== defaultLocale) {
      const repeated = FACT_NAMES.filter((name) => name in frontMatter)
      if (repeated.length > 0) {
        throw new Error(
          `${file}: ${repeated.map((name) => `"${name}"`).join(', ')} belongs in ${originalFile} only, where every language reads it`,
        )
      }
    }
    // A translation's front matter holds words only (checked above); the original's facts are `facts`.
    const summary: PostSummary = {
      ...frontMatter,
      ...facts,
      slugs: slugsByPost[slug] ?? {},
      readingMinutes: readingMinutes(body),
    }
    const id = postDocumentId(slug)
    // Without a recorded source a translation cannot be behind (and the files need no parsing).
    if (locale === defaultLocale || !snapshot.documents[id]) return summary
    const englishUpdatedAt = translationNoticeDate(
      locale,
      postDocument(id, originalFile, original.source),
      postDocument(id, file, translated.source),
      snapshot,
      postUpdate(originalFile, facts.updatedAt),
    )
    return englishUpdatedAt ? { ...summary, englishUpdatedAt } : summary
  })
  return summaries.sort(
    // Same-day posts by their files' name, so every language lists them in one order.
    (a, b) =>
      b.publishedAt.localeCompare(a.publishedAt) ||
      (a.slugs[defaultLocale] ?? a.slug).localeCompare(b.slugs[defaultLocale] ?? b.slug),
  )
}
