import type { TFunction } from 'i18next'
import type { ComponentType } from 'react'
import type { Thing, WithContext } from 'schema-dts'
import type { Locale } from './features/i18n/locales'
import { servicePath, type ServiceId } from './features/nav/navLinks'
import {
  localBusinessJsonLd,
  organizationJsonLd,
  webSiteJsonLd,
} from './features/seo/businessJsonLd'
import { serviceJsonLd } from './features/seo/serviceJsonLd'

/** What a route's JSON-LD builders receive. */
export interface JsonLdContext {
  locale: Locale
  /** Absolute URL of the page being rendered. */
  url: string
  params: Record<string, string>
  /** A translator fixed to the page's locale, with the route's namespace loaded. */
  t: TFunction
  /** The page's meta description, in its language. */
  description: string
}

export interface RouteDef {
  /** Logical path (no locale prefix) in react-router syntax, e.g. `/services/seo`, `/blog/:slug`. */
  path: string
  /**
   * Translation namespace of the view (`locales/<code>/<ns>.json`). Its `meta.title`,
   * `meta.description`, `meta.keywords` and `meta.breadcrumb` keys feed the page head.
   */
  ns: string
  /**
   * The page's name in breadcrumbs, as a `common:` key, for a page that has pages below it: there
   * it is read on those pages, where only `common` and their own namespace are loaded. Other
   * pages use their `meta.breadcrumb`.
   */
  breadcrumb?: `common:${string}`
  /** The view, loaded on demand so each page ships only its own code. */
  view: () => Promise<{ default: ComponentType }>
  /** For parameterised paths: every parameter set to prerender. */
  prerenderParams?: () => Record<string, string>[]
  /** Page-specific structured data besides the breadcrumb every page gets. */
  jsonLd?: (context: JsonLdContext) => WithContext<Thing>[]
}

/** A service page: its namespace is its id; its structured data names the service and its price. */
function servicePage(id: ServiceId, view: RouteDef['view']): RouteDef {
  return {
    path: servicePath(id),
    ns: id,
    view,
    jsonLd: ({ locale, t, description }) => [
      serviceJsonLd(locale, id, { name: t(`common:nav.service.${id}.description`), description }),
    ],
  }
}

/**
 * The site's only list of routes. react-router's <Routes>, Vike's route function and the
 * prerender list (every route x locale x parameter) are all derived from it. A page is added
 * here by the issue that builds its view, so nothing ever renders a placeholder.
 */
export const routes: readonly RouteDef[] = [
  {
    path: '/',
    ns: 'home',
    view: () => import('./views/home/HomeView'),
    jsonLd: ({ locale, description }) => [
      organizationJsonLd(locale, description),
      webSiteJsonLd(locale),
      localBusinessJsonLd(locale, description),
    ],
  },
  {
    path: '/services',
    ns: 'services',
    breadcrumb: 'common:nav.services',
    view: () => import('./views/services/ServicesView'),
  },
  servicePage('seo', () => import('./views/seo/SeoView')),
  servicePage('geo', () => import('./views/geo/GeoView')),
  servicePage('cro', () => import('./views/cro/CroView')),
  servicePage('shopify', () => import('./views/shopify/ShopifyView')),
  servicePage('saas', () => import('./views/saas/SaasView')),
]

/** Rendered for every path not in `routes`, in the visitor's language, with status 404. */
export const notFoundRoute = {
  ns: 'notFound',
  view: () => import('./views/not-found/NotFoundView'),
} as const satisfies Omit<RouteDef, 'path'>
