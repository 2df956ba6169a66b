import { type Locale, locales } from '../../config/locales'

/** The notice's translations: a namespace of their own, loaded only when it is offered. */
export const SUGGESTION_NAMESPACE = 'languageSuggestion'

/**
 * The language to suggest to a visitor on a page in `current`: the first of the browser's
 * preferred languages (`navigator.languages`, most wanted first) that the site has, when that
 * is not the page's own. Languages the site lacks are skipped, so `['fr', 'es']` suggests
 * Spanish; a visitor whose first available language is the page's gets no suggestion.
 */
export function suggestLocale(preferred: readonly string[], current: Locale): Locale | null {
  for (const tag of preferred) {
    const language = tag.split('-')[0]?.toLowerCase()
    const match = locales.find(({ code }) => code === language)
    if (match) return match.code === current ? null : match.code
  }
  return null
}

/** Crawlers that run scripts still never get the notice: it is for people. */
export function isCrawler(userAgent: string): boolean {
  return /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly/i.test(userAgent)
}
