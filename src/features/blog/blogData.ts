import { type BlogPostMeta, blogPosts, relatedPosts } from '../../content/blog/posts'
import type { Locale } from '../i18n/locales'
import type { CompiledPost, PostFrontMatter } from './compilePost'
import frontMatterByLocale from './frontMatterByLocale'
import { loadPostBody } from './postContent'

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

/** Every post's front matter in one language, by slug: one module per language. */
async function frontMattersIn(locale: Locale) {
  const load = frontMatterByLocale[locale]
  if (!load) throw new Error(`No blog posts in locales/${locale}/blog`)
  return (await load()).default
}

function summaryOf(
  locale: Locale,
  meta: BlogPostMeta,
  frontMatters: Record<string, PostFrontMatter>,
): PostSummary {
  const frontMatter = frontMatters[meta.slug]
  if (!frontMatter) throw new Error(`Missing blog post locales/${locale}/blog/${meta.slug}.md`)
  return { ...meta, ...frontMatter }
}

export async function blogIndex(locale: Locale): Promise<BlogIndexData> {
  const frontMatters = await frontMattersIn(locale)
  return { posts: blogPosts.map((meta) => summaryOf(locale, meta, frontMatters)) }
}

/** The post of a slug, which the route has already checked is a prerendered one. */
export async function blogPostPage(locale: Locale, slug: string): Promise<BlogPostData> {
  const meta = blogPosts.find((entry) => entry.slug === slug)
  if (!meta) throw new Error(`No blog post has the slug "${slug}"`)
  const [frontMatters, html] = await Promise.all([
    frontMattersIn(locale),
    loadPostBody(locale, slug),
  ])
  return {
    post: { ...summaryOf(locale, meta, frontMatters), html },
    related: relatedPosts(slug).map((entry) => summaryOf(locale, entry, frontMatters)),
  }
}
