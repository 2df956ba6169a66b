import type { Locale } from '../src/features/i18n/locales'
import type { LocaleResources } from '../src/features/i18n/resources'

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute and recomputed from the URL by +onRenderHtml. */
      locale?: Locale
      /** The translations a page needs to hydrate: `common` plus its view's namespaces. */
      i18nResources?: LocaleResources
    }
  }
}

export {}
