import { defaultLocale, type Locale } from '../../config/locales'
import type { CompiledPost, PostSummary } from './compilePost'
import { type PostBodyFile, postBodyPath } from './postBodyFile'

/** Marks the element a post's body is rendered into, with the post's `<locale>/<slug>`. */
export const POST_BODY_ATTRIBUTE = 'data-post-body'

export function postBodyId(locale: Locale, slug: string): string {
  return `${locale}/${slug}`
}

/**
 * One post's words in one language, for the prerender (see `readPost`), by the post's name: its
 * English slug, which names its file in every language.
 */
export async function loadPost(locale: Locale, slug: string): Promise<CompiledPost> {
  // A constant to the bundler: the browser build drops this import, and the Markdown parser
  // and sanitizer behind it with it.
  if (!import.meta.env.SSR) throw new Error('Posts are compiled by the prerender only')
  return (await import('./postSource')).readPost(locale, slug)
}

/**
 * A post's body HTML. The prerender compiles it from its file. In the browser, the page being
 * hydrated already holds it, exactly as React must find it; a page change to a post fetches the
 * file the prerender wrote for it (`postBodyPath`).
 */
export async function loadPostBody(
  locale: Locale,
  { slug, slugs }: Pick<PostSummary, 'slug' | 'slugs'>,
): Promise<string> {
  if (import.meta.env.SSR) return (await loadPost(locale, slugs[defaultLocale] ?? slug)).html
  const selector = `[${POST_BODY_ATTRIBUTE}="${postBodyId(locale, slug)}"]`
  const here = document.querySelector(selector)
  if (here) return here.innerHTML
  const address = postBodyPath(locale, slug)
  const response = await fetch(address)
  if (!response.ok) throw new Error(`${address} answered ${response.status}`)
  return ((await response.json()) as PostBodyFile).html
}
