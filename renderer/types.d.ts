import type { Locale } from '../src/features/i18n/locales'

declare global {
  namespace Vike {
    interface PageContext {
      /** The URL's language: set by +onBeforeRoute, and by +onPrerenderStart on the not-found copies. */
      locale?: Locale
      /** The URL's path without its language prefix, set alongside `locale`. */
      logicalPath?: string
    }
  }
}

export {}
