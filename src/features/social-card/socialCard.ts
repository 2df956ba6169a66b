import type { Locale } from '../../config/locales'
import { translatePath } from '../i18n/localePath'

/** The size link previews show without cropping (Open Graph, X, LinkedIn, WhatsApp). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const

/** What a page's social card says, in the page's language. */
export interface SocialCardText {
  /** The page's name above the title ("SEO", "Blog"); absent on the home page. */
  eyebrow?: string
  title: string
  subtitle: string
}

/** A page's card: its text and the address of the PNG the build renders from it. */
export interface SocialCard extends SocialCardText {
  /** Site path of the PNG, `/images/cards/<locale>/<page>.png`. */
  path: string
}

/**
 * Where a page's card is served: one file per page and language, named after the page's address
 * (`/es/servicios/seo` -> `/images/cards/es/servicios/seo.png`, the home page is `index`), so a
 * re-deploy replaces a card in place and a network that cached it re-fetches the same address.
 */
export function socialCardPath(locale: Locale, logicalPath: string): string {
  const page =
    logicalPath === '/' ? '/index' : translatePath(locale, logicalPath.replace(/\/$/, ''))
  return `/images/cards/${locale}${page}.png`
}
