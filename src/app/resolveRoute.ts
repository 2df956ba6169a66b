import { notFoundRoute, routes } from '../routes'
import type { AnyRoute } from '../routing/contract'
import { type ResolvedRoute, resolveIn, type RouteTable } from '../routing/resolve'

export { fillPath, type ResolvedRoute } from '../routing/resolve'

/** The site's route table, as the features that look routes up receive it. */
export const siteRoutes: RouteTable = { routes, notFound: notFoundRoute }

/** Resolves a logical path in the site's table (or in `table`, for tests of other tables). */
export function resolveRoute(
  logicalPath: string,
  table: readonly AnyRoute[] = routes,
): ResolvedRoute {
  return resolveIn({ routes: table, notFound: notFoundRoute }, logicalPath)
}
