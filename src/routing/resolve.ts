import { matchPath } from 'react-router-dom'

import { type Locale, localeCodes } from '../config/locales'
import type { AnyRoute, FallbackRoute } from './contract'

export interface RouteTable {
  routes: readonly AnyRoute[]
  notFound: FallbackRoute
  /** Addresses a route matches that do not exist (`/blog/404` draws the blog's not-found page). */
  missing?: ReadonlySet<string>
}

export interface ResolvedRoute {
  route: AnyRoute | FallbackRoute
  params: Record<string, string>
  isNotFound: boolean
}

/** Finds a logical path's route; any parameters match, as `pageAddresses` decides which are pages. */
export function resolveIn(table: RouteTable, logicalPath: string): ResolvedRoute {
  const { routes, notFound: notFoundRoute } = table
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, logicalPath)
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.params).filter((e): e is [string, string] => e[1] !== undefined),
      )
      if (!table.missing?.has(logicalPath)) return { route, params, isNotFound: false }
      return { route: route.notFound ?? notFoundRoute, params, isNotFound: true }
    }
  }
  return { route: notFoundRoute, params: {}, isNotFound: true }
}

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
  /** Its logical path in a language: `logicalPath`, unless its content translates its parameters. */
  pathIn: (locale: Locale) => string
}

/** Every concrete page of a table; fails on a post named like another page, which would hide it. */
export async function pageAddresses(
  routes: readonly AnyRoute[],
  codes: readonly Locale[] = localeCodes,
): Promise<PageAddress[]> {
  const pages = await Promise.all(
    routes.map(async (route) =>
      Promise.all(
        ((await route.prerenderParams?.()) ?? [{}]).map(async (params) => {
          const logicalPath = fillPath(route.path, params)
          const { paramsIn } = route
          const inLanguages = paramsIn
            ? await Promise.all(
                codes.map(async (code) => {
                  const path = fillPath(route.path, await paramsIn(code, params))
                  return [code, path] as const
                }),
              )
            : []
          const paths = new Map<Locale, string>(inLanguages)
          const spellings: [Locale | undefined, string][] = [[undefined, logicalPath], ...paths]
          for (const [locale, path] of spellings) {
            const owner = routes.find(
              (other) => other !== route && matchPath({ path: other.path, end: true }, path),
            )
            if (route.prerenderParams && owner) {
              throw new Error(
                `${route.sourceOf?.(params, locale) ?? route.path}: ${path} is the address of the page ${owner.path}; choose another name`,
              )
            }
          }
          return {
            logicalPath,
            params,
            route,
            pathIn: (locale: Locale) => paths.get(locale) ?? logicalPath,
          }
        }),
      ),
    ),
  )
  return pages.flat()
}

export async function isPage(
  table: RouteTable,
  locale: Locale,
  logicalPath: string,
): Promise<boolean> {
  const { route, isNotFound } = resolveIn(table, logicalPath)
  if (isNotFound || !('path' in route)) return false
  if (!route.prerenderParams) return true
  const pages = await pageAddresses([route], [locale])
  return pages.some((page) => page.pathIn(locale) === logicalPath)
}

/** A table in which `logicalPath` is known to be missing: a not-found page is rendered there. */
export function withMissing(table: RouteTable, logicalPath: string): RouteTable {
  return { ...table, missing: new Set([...(table.missing ?? []), logicalPath]) }
}
