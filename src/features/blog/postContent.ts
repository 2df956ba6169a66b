import type { Locale } from '../i18n/locales'
import type { CompiledPost } from './compilePost'

// Every post in every language, each its own chunk, compiled at build time (tooling/blogMarkdown.ts).
const files = import.meta.glob<CompiledPost>('../../../locales/*/blog/*.md', { import: 'default' })

/** One post's words in one language; a post missing in a language fails the prerender. */
export async function loadPost(locale: Locale, slug: string): Promise<CompiledPost> {
  const load = files[`../../../locales/${locale}/blog/${slug}.md`]
  if (!load) throw new Error(`Missing blog post locales/${locale}/blog/${slug}.md`)
  return load()
}
