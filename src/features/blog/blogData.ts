import postsByLocale from 'virtual:blog-posts'

import { defaultLocale, type Locale } from '../../config/locales'
import { relatedPosts } from '../../content/blog/posts'
import type { PostSummary } from './compilePost'

export type { PostSummary } from './compilePost'

export interface Post extends PostSummary {
  html: string
}

export interface BlogIndexData {
  posts: PostSummary[]
}

export interface BlogPostData {
  post: Post
  related: PostSummary[]
}

async function postsIn(locale: Locale): Promise<PostSummary[]> {
  const load = postsByLocale[locale]
  if (!load) throw new Error(`No blog posts in locales/${locale}/blog`)
  return (await load()).default
}

export async function blogIndex(locale: Locale): Promise<BlogIndexData> {
  return { posts: await postsIn(locale) }
}

/** Posts by slug, one index per list (a scan per post page would grow with the square of the blog). */
const postsBySlug = new WeakMap<readonly PostSummary[], Map<string, PostSummary>>()

function postWithSlug(posts: readonly PostSummary[], slug: string): PostSummary | undefined {
  let index = postsBySlug.get(posts)
  if (!index) {
    index = new Map(posts.map((post) => [post.slug, post]))
    postsBySlug.set(posts, index)
  }
  return index.get(slug)
}

export async function blogPostPage(locale: Locale, slug: string): Promise<BlogPostData> {
  const posts = await postsIn(locale)
  const summary = postWithSlug(posts, slug)
  if (!summary) throw new Error(`No blog post has the slug "${slug}"`)
  // Node's file system, so imported only by the prerender; the English slug names the file in every language.
  const { readPost } = await import('./postSource')
  const { html } = await readPost(locale, summary.slugs[defaultLocale] ?? summary.slug)
  return { post: { ...summary, html }, related: relatedPosts(summary, posts) }
}
