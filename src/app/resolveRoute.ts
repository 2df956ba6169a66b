import { notFoundRoute, routes } from '../routes'
import type { AnyRoute } from '../routing/contract'
import { type ResolvedRoute, resolveIn, type RouteTable } from '../routing/resolve'

export { fillPath, type ResolvedRoute } from '../routing/resolve'

const missingPaths = new Set<string>()

/** The site's route table, as the features that look routes up receive it. */
export const siteRoutes: RouteTable = { routes, notFound: notFoundRoute, missing: missingPaths }

/**
 * Records that the host answered a logical path with its not-found page (the page data says so):
 * from then on the path resolves to its not-found page, for the page, the language switcher and
 * every other lookup, although a route matches it (a blog post the browser cannot know is none).
 */
export function rememberNotFound(logicalPath: string): void {
  missingPaths.add(logicalPath)
}

/** Resolves a logical path in the site's table (or in `table`, for tests of other tables). */
export function resolveRoute(
  logicalPath: string,
  table: readonly AnyRoute[] = routes,
): ResolvedRoute {
  return resolveIn({ routes: table, notFound: notFoundRoute, missing: missingPaths }, logicalPath)
}
