import { type BlogPostMeta, blogPosts, relatedPosts } from '../../content/blog/posts'
import type { Locale } from '../i18n/locales'
import type { CompiledPost, PostFrontMatter } from './compilePost'
import { loadPostBody } from './postContent'

// Every post's front matter in every language, in this module's one small chunk: lists of
// posts need titles and excerpts, never bodies (tooling/blogMarkdown.ts, the `meta` query).
const frontMatters = import.meta.glob<PostFrontMatter>('../../../locales/*/blog/*.md', {
  query: '?meta',
  import: 'default',
  eager: true,
})

/** A post as a card shows it: shared facts and its words in one language. */
export type PostSummary = BlogPostMeta & PostFrontMatter

/** A whole post in one language. */
export type Post = BlogPostMeta & CompiledPost

/** What /blog shows: every post, newest first. */
export interface BlogIndexData {
  posts: PostSummary[]
}

/** What /blog/{slug} shows: the post and its related posts. */
export interface BlogPostData {
  post: Post
  related: PostSummary[]
}

function summaryOf(locale: Locale, meta: BlogPostMeta): PostSummary {
  const file = `locales/${locale}/blog/${meta.slug}.md`
  const frontMatter = frontMatters[`../../../${file}`]
  if (!frontMatter) throw new Error(`Missing blog post ${file}`)
  return { ...meta, ...frontMatter }
}

export function blogIndex(locale: Locale): BlogIndexData {
  return { posts: blogPosts.map((meta) => summaryOf(locale, meta)) }
}

/** The post of a slug, which the route has already checked is a prerendered one. */
export async function blogPostPage(locale: Locale, slug: string): Promise<BlogPostData> {
  const meta = blogPosts.find((entry) => entry.slug === slug)
  if (!meta) throw new Error(`No blog post has the slug "${slug}"`)
  const html = await loadPostBody(locale, slug)
  return {
    post: { ...summaryOf(locale, meta), html },
    related: relatedPosts(slug).map((entry) => summaryOf(locale, entry)),
  }
}
