import type { TFunction } from 'i18next'
import type { BreadcrumbList, WithContext } from 'schema-dts'

import type { Locale } from '../../config/locales'
import { resolveIn, type RouteTable } from '../../routing/resolve'
import { absoluteUrl } from './absoluteUrl'

export interface Crumb {
  name: string
  logicalPath: string
}

/** Home, then every ancestor path that is a page of its own, then the page: Home > Services > SEO. */
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

export function breadcrumbJsonLd(
  trail: Crumb[],
  locale: Locale,
  options: { linkLast: boolean },
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => {
      const isLast = index === trail.length - 1
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        // Google allows the last crumb without a URL; a not-found page has none worth giving.
        ...(isLast && !options.linkLast ? {} : { item: absoluteUrl(locale, crumb.logicalPath) }),
      }
    }),
  }
}
