import type { TFunction } from 'i18next'
import type { Thing, WithContext } from 'schema-dts'

import { type Locale, localeInfo, locales } from '../../config/locales'
import { site } from '../../config/site'
import {
  type ArticleFacts,
  type HeadModule,
  isIndexed,
  type PageFacts,
  pathInLanguages,
} from '../../routing/contract'
import type { ResolvedRoute, RouteTable } from '../../routing/resolve'
import { breadcrumbTrail, crumbKeyOf } from '../breadcrumbs/breadcrumbTrail'
import { localizePath } from '../i18n/localePath'
import { SOCIAL_CARD_SIZE, type SocialCard, socialCardPath } from '../social-card/socialCard'
import { absoluteUrl } from './absoluteUrl'
import { type Alternate, alternatesFor } from './alternates'
import { breadcrumbJsonLd } from './breadcrumbs'
import { markdownTwinPath } from './crawlerPaths'
import { pageTitle } from './pageTitle'

export interface HeadData {
  lang: string
  /** The page's short name, as its breadcrumb shows it ("SEO", a post's title). */
  name: string
  title: string
  description: string
  keywords: string
  /** Absent on pages that must not be indexed. */
  canonical: string | null
  /** The page's Markdown twin (crawlerPaths.ts), on indexed pages only, as `canonical`. */
  markdown: string | null
  alternates: Alternate[]
  robots: string
  ogLocale: string
  ogLocaleAlternates: string[]
  image: { url: string; width: number; height: number; alt: string }
  /** The card the build renders as `image`; absent when the page brings its own (a post). */
  card: SocialCard | null
  /** Present on articles: `og:type` article and its `article:*` properties. */
  article: ArticleFacts | null
  feeds: readonly { href: string; title: string }[]
  jsonLd: WithContext<Thing>[]
}

export interface HeadInput {
  locale: Locale
  logicalPath: string
  resolved: ResolvedRoute
  t: TFunction
  /** The route table `resolved` came from; breadcrumb ancestors are looked up in it too. */
  table: RouteTable
  builders?: HeadModule<unknown>
  data?: unknown
}

export function buildHead({
  locale,
  logicalPath,
  resolved,
  t,
  table,
  builders,
  data,
}: HeadInput): HeadData {
  const { route, params, isNotFound } = resolved
  const ns = route.ns
  const url = absoluteUrl(locale, logicalPath)
  const facts: PageFacts<unknown> = { locale, url, params, t, data }
  const own = builders?.head?.(facts) ?? {}
  const description = own.description ?? t(`${ns}:meta.description`)
  const trail = breadcrumbTrail(logicalPath, own.breadcrumb ?? t(crumbKeyOf(route)), t, table)

  // A page kept out of search engines names no canonical or alternates: they would contradict its robots tag.
  const listed = isIndexed(resolved)
  const alternates: Alternate[] = listed
    ? alternatesFor(pathInLanguages(route, data, logicalPath))
    : []

  const pageJsonLd = builders?.jsonLd?.({ ...facts, description }) ?? []
  // The trail's last crumb: the home page is "Home" there, whatever its namespace holds.
  const name = trail.at(-1)?.name ?? site.name
  // The share card: the hero's title and subtitle under the page's name, unless the head module gives its own.
  const cardTitle = own.card?.title ?? t(`${ns}:hero.title`)
  const card: SocialCard = {
    path: socialCardPath(locale, logicalPath),
    eyebrow: own.card?.eyebrow ?? (trail.length === 1 || name === cardTitle ? undefined : name),
    title: cardTitle,
    subtitle: own.card?.subtitle ?? t(`${ns}:hero.subtitle`),
  }
  const image = own.image ?? { path: card.path, ...SOCIAL_CARD_SIZE, alt: card.title }

  return {
    lang: localeInfo(locale).tag,
    name,
    title: own.title ?? pageTitle(t(`${ns}:meta.title`)),
    description,
    keywords: own.keywords ?? t(`${ns}:meta.keywords`),
    canonical: listed ? url : null,
    markdown: listed
      ? `${site.origin}${markdownTwinPath(localizePath(locale, logicalPath))}`
      : null,
    alternates,
    // A not-found page leads nowhere worth following; the search page leads to every page.
    robots: listed ? 'index, follow' : isNotFound ? 'noindex, nofollow' : 'noindex, follow',
    ogLocale: localeInfo(locale).ogLocale,
    ogLocaleAlternates: locales.filter((l) => l.code !== locale).map((l) => l.ogLocale),
    image: {
      url: `${site.origin}${image.path}`,
      width: image.width,
      height: image.height,
      alt: image.alt,
    },
    card: own.image ? null : card,
    article: own.article ?? null,
    feeds: (own.feeds ?? []).map((feed) => ({ ...feed, href: `${site.origin}${feed.href}` })),
    // No trail on a home page (itself alone) nor on a not-found page (no place in the site).
    jsonLd: [
      ...(trail.length > 1 && !isNotFound ? [breadcrumbJsonLd(trail, locale)] : []),
      ...pageJsonLd,
    ],
  }
}
