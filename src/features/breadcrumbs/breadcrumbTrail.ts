import type { TFunction } from 'i18next'

import { type ResolvedRoute, resolveIn, type RouteTable } from '../../routing/resolve'

export interface Crumb {
  name: string
  logicalPath: string
}

export function crumbKeyOf(route: ResolvedRoute['route']): string {
  return 'breadcrumb' in route && route.breadcrumb
    ? route.breadcrumb
    : `${route.ns}:meta.breadcrumb`
}

/** Home, every ancestor that is a page, then the page; shown by Breadcrumbs.tsx, marked up by seo/breadcrumbs.ts. */
export function breadcrumbTrail(
  logicalPath: string,
  pageName: string,
  t: TFunction,
  table: RouteTable,
): Crumb[] {
  const trail: Crumb[] = [{ name: t('common:breadcrumb.home'), logicalPath: '/' }]
  if (logicalPath === '/') return trail
  const segments = logicalPath.split('/').filter(Boolean)
  segments.slice(0, -1).forEach((_, index) => {
    const ancestor = `/${segments.slice(0, index + 1).join('/')}`
    const { route, isNotFound } = resolveIn(table, ancestor)
    if (isNotFound) return
    if (!('breadcrumb' in route) || !route.breadcrumb) {
      throw new Error(
        `Route ${ancestor} has pages below it, so it needs a \`breadcrumb\` key in common: its own namespace is not loaded on ${logicalPath}`,
      )
    }
    trail.push({ name: t(route.breadcrumb), logicalPath: ancestor })
  })
  trail.push({ name: pageName, logicalPath })
  return trail
}
