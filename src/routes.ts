import type { TFunction } from 'i18next'
import type { ComponentType } from 'react'
import type { Thing, WithContext } from 'schema-dts'
import type { Locale } from './features/i18n/locales'
import { servicePath, type ServiceId } from './features/nav/navLinks'

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

/** Builds a page's own structured data, besides the breadcrumb every page gets. */
export type JsonLdBuilder = (context: JsonLdContext) => WithContext<Thing>[]

/**
 * What a view module exports: the component, and optionally its page's structured data. The
 * builders live with the view, so they and the content they read load only with that page,
 * never in the shell every page downloads.
 */
export interface ViewModule {
  default: ComponentType
  jsonLd?: JsonLdBuilder
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
   * Namespaces of shared features the view renders besides its own (`testimonials`), loaded
   * with it, so a string two pages show is kept once.
   */
  sharedNs?: readonly string[]
  /**
   * The page's name in breadcrumbs, as a `common:` key, for a page that has pages below it: there
   * it is read on those pages, where only `common` and their own namespace are loaded. Other
   * pages use their `meta.breadcrumb`.
   */
  breadcrumb?: `common:${string}`
  /** The view, loaded on demand so each page ships only its own code. */
  view: () => Promise<ViewModule>
  /** For parameterised paths: every parameter set to prerender. */
  prerenderParams?: () => Record<string, string>[]
}

/** Every namespace a route's view reads, besides `common`: its own first. */
export function routeNamespaces(route: Pick<RouteDef, 'ns' | 'sharedNs'>): string[] {
  return [route.ns, ...(route.sharedNs ?? [])]
}

/** A service page: its path is `/services/<id>` and its translation namespace is its id. */
function servicePage(id: ServiceId, view: RouteDef['view']): RouteDef {
  return { path: servicePath(id), ns: id, view }
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
    sharedNs: ['testimonials'],
    view: () => import('./views/home/HomeView'),
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
  {
    path: '/about',
    ns: 'about',
    view: () => import('./views/about/AboutView'),
  },
  {
    path: '/clients',
    ns: 'clients',
    sharedNs: ['testimonials'],
    view: () => import('./views/clients/ClientsView'),
  },
  {
    path: '/contact',
    ns: 'contact',
    view: () => import('./views/contact/ContactView'),
  },
]

/** Rendered for every path not in `routes`, in the visitor's language, with status 404. */
export const notFoundRoute = {
  ns: 'notFound',
  view: () => import('./views/not-found/NotFoundView'),
} as const satisfies Omit<RouteDef, 'path'>
