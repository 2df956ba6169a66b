import type { Locale } from '../src/features/i18n/locales'
import type { LocaleResources } from '../src/features/i18n/resources'

declare global {
  namespace Vike {
    interface PageContext {
      /** The URL's language: set by +onBeforeRoute, and by +onPrerenderStart on the not-found copies. */
      locale?: Locale
      /** The URL's path without its language prefix, set alongside `locale`. */
      logicalPath?: string
      /** The translations a page needs to hydrate: `common` plus its view's namespaces. */
      i18nResources?: LocaleResources
    }
  }
}

export {}
