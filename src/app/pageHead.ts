import type { i18n } from 'i18next'

import type { Locale } from '../features/i18n/locales'
import { buildHead, type HeadData } from '../features/seo/headData'
import { type HeadTag, headTags } from '../features/seo/headTags'
import type { HeadModule } from '../routing/contract'
import { type ResolvedRoute, siteRoutes } from './resolveRoute'
import { preparedPage } from './viewRegistry'

/**
 * What the head of a page says, once its view, namespaces and content are loaded
 * (`prepareView`). Shared by the prerender, client navigation and llms.txt; the route's head
 * module is loaded here, as only they need it.
 */
export async function pageHead(
  locale: Locale,
  logicalPath: string,
  resolved: ResolvedRoute,
  instance: i18n,
): Promise<HeadData> {
  const { data } = preparedPage(resolved, locale)
  // Each route's builders and data loader agree on their own data type (defineRoute); the
  // resolved route no longer says which, so the type is erased here, as in viewRegistry.ts.
  const builders = (await resolved.route.head?.()) as HeadModule<unknown> | undefined
  return buildHead({
    table: siteRoutes,
    locale,
    logicalPath,
    resolved,
    t: instance.getFixedT(locale),
    builders,
    data,
  })
}

/** The page's head as elements, to write into the HTML or into the live document. */
export async function pageHeadTags(
  locale: Locale,
  logicalPath: string,
  resolved: ResolvedRoute,
  instance: i18n,
): Promise<HeadTag[]> {
  return headTags(await pageHead(locale, logicalPath, resolved, instance))
}
