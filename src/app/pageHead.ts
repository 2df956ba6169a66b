import type { i18n } from 'i18next'

import type { Locale } from '../config/locales'
import { buildHead, type HeadData } from '../features/seo/headData'
import type { HeadModule } from '../routing/contract'
import type { RouteTable } from '../routing/resolve'
import type { LoadedPage } from './loadPage'

export interface HeadSetting {
  locale: Locale
  i18n: i18n
  table: RouteTable
}

export async function pageHead(
  { locale, i18n, table }: HeadSetting,
  { logicalPath, resolved, data }: LoadedPage,
): Promise<HeadData> {
  // `defineRoute` checked the data type; the resolved route no longer says which.
  const builders = (await resolved.route.head?.()) as HeadModule<unknown> | undefined
  return buildHead({
    table,
    locale,
    logicalPath,
    resolved,
    t: i18n.getFixedT(locale),
    builders,
    data,
  })
}
