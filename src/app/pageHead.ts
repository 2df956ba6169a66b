import type { i18n } from 'i18next'

import type { Locale } from '../features/i18n/locales'
import { buildHead } from '../features/seo/headData'
import { type HeadTag, headTags } from '../features/seo/headTags'
import { type ResolvedRoute, siteRoutes } from './resolveRoute'
import { preparedPage } from './viewRegistry'

/** The head of a page, once its view, namespaces and content are loaded (`prepareView`). Shared by prerender and client navigation. */
export function pageHeadTags(
  locale: Locale,
  logicalPath: string,
  resolved: ResolvedRoute,
  instance: i18n,
): HeadTag[] {
  const { module, data } = preparedPage(resolved, locale)
  const head = buildHead({
    table: siteRoutes,
    locale,
    logicalPath,
    resolved,
    t: instance.getFixedT(locale),
    view: module,
    data,
  })
  return headTags(head)
}
