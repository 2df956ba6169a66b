import type { BreadcrumbList, WithContext } from 'schema-dts'

import type { Locale } from '../../config/locales'
import type { Crumb } from '../breadcrumbs/breadcrumbTrail'
import { absoluteUrl } from './absoluteUrl'

export function breadcrumbJsonLd(trail: Crumb[], locale: Locale): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.logicalPath),
    })),
  }
}
