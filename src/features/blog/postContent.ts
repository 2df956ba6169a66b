import type { Locale } from '../i18n/locales'
import type { CompiledPost } from './compilePost'

// Every post in every language, each its own chunk, compiled at build time (tooling/blogMarkdown.ts).
const files = import.meta.glob<CompiledPost>('../../../locales/*/blog/*.md', { import: 'default' })

/** Marks the element a post's body is rendered into, with the post's `<locale>/<slug>`. */
export const POST_BODY_ATTRIBUTE = 'data-post-body'

export function postBodyId(locale: Locale, slug: string): string {
  return `${locale}/${slug}`
}

/** One post's words in one language; a post missing in a language fails the prerender. */
export async function loadPost(locale: Locale, slug: string): Promise<CompiledPost> {
  const load = files[`../../../locales/${locale}/blog/${slug}.md`]
  if (!load) throw new Error(`Missing blog post locales/${locale}/blog/${slug}.md`)
  return load()
}

/**
 * A post's body HTML. On the page the post was prerendered on, the body is already in the
 * document, so hydration reads it from there instead of downloading it a second time as
 * script (2 KB gzipped for a short post, and growing with every paragraph). Anywhere else (the
 * prerender, a page change to the post) it is loaded.
 */
export async function loadPostBody(locale: Locale, slug: string): Promise<string> {
  const selector = `[${POST_BODY_ATTRIBUTE}="${postBodyId(locale, slug)}"]`
  const prerendered = typeof document === 'undefined' ? null : document.querySelector(selector)
  return prerendered ? prerendered.innerHTML : (await loadPost(locale, slug)).html
}
