import type { i18n } from 'i18next'
import type { Locale } from '../features/i18n/locales'
import { buildHead } from '../features/seo/headData'
import { headTags, type HeadTag } from '../features/seo/headTags'
import { resolveRoute } from './resolveRoute'

/** The head of a page, once its namespace is loaded. Shared by prerender and client navigation. */
export function pageHeadTags(locale: Locale, logicalPath: string, instance: i18n): HeadTag[] {
  const head = buildHead({
    locale,
    logicalPath,
    resolved: resolveRoute(logicalPath),
    t: instance.getFixedT(locale),
  })
  return headTags(head)
}
