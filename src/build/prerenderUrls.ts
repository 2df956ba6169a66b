import { type Locale, localeCodes } from '../config/locales'
import { localizePath } from '../features/i18n/localePath'
import { siteRoutes } from '../routes'
import { fillPath, isPage, pageAddresses, type RouteTable } from '../routing/resolve'
import { addressWordFaults } from './addressWordFaults'

/** Every URL to prerender, in each language's words; a broken address fails the build. */
export async function prerenderUrls(
  table: RouteTable = siteRoutes,
  codes: readonly Locale[] = localeCodes,
): Promise<string[]> {
  const pages = await pageAddresses(table.routes, codes)
  const faults = addressWordFaults(pages, codes)
  if (faults.length > 0) throw new Error(`Addresses that would break:\n${faults.join('\n')}`)
  return pages.flatMap((page) => codes.map((locale) => localizePath(locale, page.pathIn(locale))))
}

export async function notFoundPaths(table: RouteTable = siteRoutes): Promise<string[]> {
  const own = await Promise.all(
    table.routes.map(async (route) => {
      if (!route.notFound) return []
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
      const path = fillPath(route.path, Object.fromEntries(names.map((name) => [name, '404'])))
      const pageSomewhere = await Promise.all(localeCodes.map((code) => isPage(table, code, path)))
      if (pageSomewhere.includes(true)) {
        throw new Error(`${path} is a real page, so it cannot hold ${route.path}'s not-found page`)
      }
      return [path]
    }),
  )
  return ['/404', ...own.flat()]
}
