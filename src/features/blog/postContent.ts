import { defaultLocale, type Locale } from '../../config/locales'
import type { CompiledPost, PostSummary } from './compilePost'

/** One post's words in one language, by its English slug, which names its file in every language. */
export async function loadPost(locale: Locale, slug: string): Promise<CompiledPost> {
  return (await import('./postSource')).readPost(locale, slug)
}

export async function loadPostBody(
  locale: Locale,
  { slug, slugs }: Pick<PostSummary, 'slug' | 'slugs'>,
): Promise<string> {
  return (await loadPost(locale, slugs[defaultLocale] ?? slug)).html
}
