import type { Locale } from '../../config/locales'
import { postPath } from '../../routing/paths'
import { localizePath } from '../i18n/localePath'

/**
 * A post's body as data, written by the prerender beside its page (`/es/blog/<slug>.json`) from
 * the body it compiled for the page, so each post is compiled once. A page change to a post
 * fetches it there, as the host serves (and caches) any other file.
 */
export interface PostBodyFile {
  html: string
}

export function postBodyPath(locale: Locale, slug: string): string {
  return `${localizePath(locale, postPath(slug))}.json`
}

export function dataFilePath(locale: Locale, { slug = '' }: Record<string, string>): string {
  return postBodyPath(locale, slug)
}

/** The page's content, as the route's loader gave it (blogData's BlogPostData). */
export function dataFileContent({ post }: { post: PostBodyFile }): PostBodyFile {
  return { html: post.html }
}
