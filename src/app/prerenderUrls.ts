import { localizePath } from '../features/i18n/localePath'
import { type Locale, localeCodes } from '../features/i18n/locales'
import { routes } from '../routes'
import { type AnyRoute } from '../routing/contract'
import { type PageAddress, pageAddresses as addressesIn } from '../routing/resolve'
import { fillPath, resolveRoute } from './resolveRoute'

export { type PageAddress } from '../routing/resolve'

/** Every concrete logical page: each route once, or once per parameter set. */
export function pageAddresses(table: readonly AnyRoute[] = routes): PageAddress[] {
  return addressesIn(table)
}

/** Every URL to prerender: each page in each locale. */
export function prerenderUrls(
  table: readonly AnyRoute[] = routes,
  codes: readonly Locale[] = localeCodes,
): string[] {
  return pageAddresses(table).flatMap((page) =>
    codes.map((locale) => localizePath(locale, page.logicalPath)),
  )
}

/**
 * The not-found pages to prerender, as logical paths: the site's own (`/404`), and one for each
 * route with a not-found page of its own, its pattern filled with `404` (`/blog/404`). A host
 * answers an unknown URL with the nearest one: `/blog/nothing` gets `blog/404.html`.
 */
export function notFoundPaths(table: readonly AnyRoute[] = routes): string[] {
  const own = table.flatMap((route) => {
    if (!route.notFound) return []
    const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
    const path = fillPath(route.path, Object.fromEntries(names.map((name) => [name, '404'])))
    if (!resolveRoute(path, table).isNotFound) {
      throw new Error(`${path} is a real page, so it cannot hold ${route.path}'s not-found page`)
    }
    return [path]
  })
  return ['/404', ...own]
}
