import type { TFunction } from 'i18next'
import type { Thing, WithContext } from 'schema-dts'
import type { ResolvedRoute } from '../../app/resolveRoute'
import type { JsonLdBuilder, RouteDef } from '../../routes'
import { site } from '../../config/site'
import { localeInfo, locales, type Locale } from '../i18n/locales'
import { absoluteUrl } from './absoluteUrl'
import { alternatesFor, type Alternate } from './alternates'
import { breadcrumbJsonLd, breadcrumbTrail } from './breadcrumbs'

/** Everything the `<head>` of one page says, independent of how it is written out. */
export interface HeadData {
  lang: string
  title: string
  description: string
  keywords: string
  /** Absent on pages that must not be indexed. */
  canonical: string | null
  alternates: Alternate[]
  robots: string
  ogLocale: string
  ogLocaleAlternates: string[]
  image: { url: string; width: number; height: number; alt: string }
  jsonLd: WithContext<Thing>[]
}

export interface HeadInput {
  locale: Locale
  logicalPath: string
  resolved: ResolvedRoute
  /** A translator fixed to `locale`, with the route's namespace loaded. */
  t: TFunction
  /** The route table `resolved` came from; breadcrumb ancestors are looked up in it too. */
  table?: readonly RouteDef[]
  /** The page's own structured data, exported by its view module. */
  jsonLd?: JsonLdBuilder
}

/** Turns (route, locale, path) into head data. Pure: same input, same head. */
export function buildHead({
  locale,
  logicalPath,
  resolved,
  t,
  table,
  jsonLd,
}: HeadInput): HeadData {
  const { route, params, isNotFound } = resolved
  const ns = route.ns
  const pageTitle = t(`${ns}:meta.title`)
  const description = t(`${ns}:meta.description`)
  const url = absoluteUrl(locale, logicalPath)
  const crumbKey =
    'breadcrumb' in route && route.breadcrumb ? route.breadcrumb : `${ns}:meta.breadcrumb`
  const trail = breadcrumbTrail(logicalPath, t(crumbKey), t, table)

  // Each language version names itself canonical and lists every version, English as x-default.
  // A not-found page is neither indexed nor offered in other languages.
  const alternates: Alternate[] = isNotFound ? [] : alternatesFor(logicalPath)

  const pageJsonLd = jsonLd ? jsonLd({ locale, url, params, t, description }) : []

  return {
    lang: localeInfo(locale).tag,
    title: `${pageTitle} | ${site.name}`,
    description,
    keywords: t(`${ns}:meta.keywords`),
    canonical: isNotFound ? null : url,
    alternates,
    robots: isNotFound ? 'noindex, nofollow' : 'index, follow',
    ogLocale: localeInfo(locale).ogLocale,
    ogLocaleAlternates: locales.filter((l) => l.code !== locale).map((l) => l.ogLocale),
    image: {
      url: `${site.origin}${site.socialImage.path}`,
      width: site.socialImage.width,
      height: site.socialImage.height,
      alt: t('common:socialImageAlt', { name: site.name }),
    },
    jsonLd: [breadcrumbJsonLd(trail, locale, { linkLast: !isNotFound }), ...pageJsonLd],
  }
}
