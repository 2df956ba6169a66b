import type { i18n } from 'i18next'
import type { Locale } from '../features/i18n/locales'
import { buildHead } from '../features/seo/headData'
import { headTags, type HeadTag } from '../features/seo/headTags'
import { resolveRoute } from './resolveRoute'
import { preparedJsonLd } from './viewRegistry'

/** The head of a page, once its view and namespace are loaded (`prepareView`). Shared by prerender and client navigation. */
export function pageHeadTags(locale: Locale, logicalPath: string, instance: i18n): HeadTag[] {
  const resolved = resolveRoute(logicalPath)
  const head = buildHead({
    locale,
    logicalPath,
    resolved,
    t: instance.getFixedT(locale),
    jsonLd: preparedJsonLd(resolved.route),
  })
  return headTags(head)
}
