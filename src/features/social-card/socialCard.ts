import type { Locale } from '../../config/locales'
import { translatePath } from '../i18n/localePath'

/** The size link previews show without cropping (Open Graph, X, LinkedIn, WhatsApp). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const

export interface SocialCardText {
  /** The page's name above the title ("SEO", "Blog"); absent on the home page. */
  eyebrow?: string
  title: string
  subtitle: string
}

export interface SocialCard extends SocialCardText {
  path: string
}

/** A card per page and language, named after its address, so a re-deploy replaces it in place. */
export function socialCardPath(locale: Locale, logicalPath: string): string {
  const page =
    logicalPath === '/' ? '/index' : translatePath(locale, logicalPath.replace(/\/$/, ''))
  return `/images/cards/${locale}${page}.png`
}
