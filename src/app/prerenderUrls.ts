import { localizePath } from '../features/i18n/localePath'
import { localeCodes, type Locale } from '../features/i18n/locales'
import { routes, type RouteDef } from '../routes'
import { fillPath } from './resolveRoute'

export interface PageAddress {
  logicalPath: string
  params: Record<string, string>
  route: RouteDef
}

/** Every concrete logical page: each route once, or once per parameter set. */
export function pageAddresses(table: readonly RouteDef[] = routes): PageAddress[] {
  return table.flatMap((route) =>
    (route.prerenderParams?.() ?? [{}]).map((params) => ({
      logicalPath: fillPath(route.path, params),
      params,
      route,
    })),
  )
}

/** Every URL to prerender: each page in each locale. */
export function prerenderUrls(
  table: readonly RouteDef[] = routes,
  codes: readonly Locale[] = localeCodes,
): string[] {
  return pageAddresses(table).flatMap((page) =>
    codes.map((locale) => localizePath(locale, page.logicalPath)),
  )
}
