import { matchPath } from 'react-router-dom'

import type { AnyRoute, FallbackRoute } from './contract'

/** A route table and the page shown where none of its routes matches. */
export interface RouteTable {
  routes: readonly AnyRoute[]
  notFound: FallbackRoute
  /**
   * Addresses known not to exist although a route matches them: the browser does not know every
   * blog post, and learns that `/blog/no-such-post` is none from the not-found page it was served.
   */
  missing?: ReadonlySet<string>
}

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
 * Finds the route of a logical path in a table with react-router's own matcher, so both always
 * agree. A path matching a parameterised route with parameters it does not prerender (a blog
 * post that does not exist) gets that route's own not-found page, else `notFound`.
 */
export function resolveIn(table: RouteTable, logicalPath: string): ResolvedRoute {
  const { routes, notFound: notFoundRoute } = table
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, logicalPath)
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.params).filter((e): e is [string, string] => e[1] !== undefined),
      )
      const exists = isKnownParams(route, params) && !table.missing?.has(logicalPath)
      if (exists) return { route, params, isNotFound: false }
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

export interface PageAddress {
  logicalPath: string
  params: Record<string, string>
  route: AnyRoute
}

/** Every concrete logical page of a table: each route once, or once per parameter set. */
export function pageAddresses(routes: readonly AnyRoute[]): PageAddress[] {
  return routes.flatMap((route) =>
    (route.prerenderParams?.() ?? [{}]).map((params) => ({
      logicalPath: fillPath(route.path, params),
      params,
      route,
    })),
  )
}
