import { matchPath } from 'react-router-dom'
import { notFoundRoute, routes, type RouteDef } from '../routes'

export interface ResolvedRoute {
  route: RouteDef | typeof notFoundRoute
  params: Record<string, string>
  isNotFound: boolean
}

/** Finds the route of a logical path with react-router's own matcher, so both always agree. */
export function resolveRoute(
  logicalPath: string,
  table: readonly RouteDef[] = routes,
): ResolvedRoute {
  for (const route of table) {
    const match = matchPath({ path: route.path, end: true }, logicalPath)
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.params).filter((e): e is [string, string] => e[1] !== undefined),
      )
      return { route, params, isNotFound: false }
    }
  }
  return { route: notFoundRoute, params: {}, isNotFound: true }
}

/** Fills a route pattern with parameters: (`/blog/:slug`, {slug: 'x'}) -> `/blog/x`. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Route ${pattern} needs the parameter "${name}"`)
    return encodeURIComponent(value)
  })
}
