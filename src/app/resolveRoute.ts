import { matchPath } from 'react-router-dom'

import { type AnyRoute, type FallbackRoute, notFoundRoute, routes } from '../routes'

export interface ResolvedRoute {
  route: AnyRoute | FallbackRoute
  params: Record<string, string>
  isNotFound: boolean
}

const knownParams = new WeakMap<AnyRoute, Set<string>>()

/**
 * Whether a parameterised route has a page for these parameters: only prerendered ones exist.
 * Every render resolves paths, so the list is read once per route and kept as a set: a blog of
 * a thousand posts would otherwise cost a thousand comparisons per lookup.
 */
function isKnownParams(route: AnyRoute, params: Record<string, string>): boolean {
  if (!route.prerenderParams) return true
  let known = knownParams.get(route)
  if (!known) {
    known = new Set(route.prerenderParams().map((set) => new URLSearchParams(set).toString()))
    knownParams.set(route, known)
  }
  return known.has(new URLSearchParams(params).toString())
}

/**
 * Finds the route of a logical path with react-router's own matcher, so both always agree. A
 * path matching a parameterised route with parameters it does not prerender (a blog post that
 * does not exist) gets that route's own not-found page.
 */
export function resolveRoute(
  logicalPath: string,
  table: readonly AnyRoute[] = routes,
): ResolvedRoute {
  for (const route of table) {
    const match = matchPath({ path: route.path, end: true }, logicalPath)
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.params).filter((e): e is [string, string] => e[1] !== undefined),
      )
      if (isKnownParams(route, params)) return { route, params, isNotFound: false }
      return { route: route.notFound ?? notFoundRoute, params, isNotFound: true }
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
