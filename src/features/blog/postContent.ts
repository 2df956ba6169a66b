import { postPath } from '../../routing/paths'
import { localizePath } from '../i18n/localePath'
import type { Locale } from '../i18n/locales'
import type { CompiledPost } from './compilePost'

/** Marks the element a post's body is rendered into, with the post's `<locale>/<slug>`. */
export const POST_BODY_ATTRIBUTE = 'data-post-body'

export function postBodyId(locale: Locale, slug: string): string {
  return `${locale}/${slug}`
}

/** One post's words in one language, for the prerender (see `readPost`). */
export async function loadPost(locale: Locale, slug: string): Promise<CompiledPost> {
  // A constant to the bundler: the browser build drops this import, and the Markdown parser
  // and sanitizer behind it with it.
  if (!import.meta.env.SSR) throw new Error('Posts are compiled by the prerender only')
  return (await import('./postSource')).readPost(locale, slug)
}

/** The body in a document, if the document is that post's page. */
function bodyIn(document: Document, locale: Locale, slug: string): string | null {
  const selector = `[${POST_BODY_ATTRIBUTE}="${postBodyId(locale, slug)}"]`
  return document.querySelector(selector)?.innerHTML ?? null
}

/**
 * A post's body HTML. The prerender compiles it from its file. In the browser it is already in
 * the page the post was prerendered on, so hydration reads it from there; a page change to a
 * post reads it from the post's prerendered page, which the host serves like any other (and
 * caches).
 */
export async function loadPostBody(locale: Locale, slug: string): Promise<string> {
  if (import.meta.env.SSR) return (await loadPost(locale, slug)).html
  const here = bodyIn(document, locale, slug)
  if (here !== null) return here
  const address = localizePath(locale, postPath(slug))
  const response = await fetch(address)
  if (!response.ok) throw new Error(`${address} answered ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const body = bodyIn(page, locale, slug)
  if (body === null) throw new Error(`${address} has no post body`)
  return body
}
