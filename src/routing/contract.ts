import type { TFunction } from 'i18next'
import type { ComponentType } from 'react'
import type { Thing, WithContext } from 'schema-dts'

import type { Locale } from '../config/locales'

/**
 * The route contract: what a route, its view module and its head and structured data builders
 * are. Views and features import it; the route table (`src/routes.ts`) fills it in. It imports
 * no view, so nothing that a view imports can lead back to the table.
 */

/** What a page knows about itself while its head and structured data are built. */
export interface PageFacts<Data = undefined> {
  locale: Locale
  /** Absolute URL of the page being rendered. */
  url: string
  params: Record<string, string>
  /** A translator fixed to the page's locale, with the route's namespaces loaded. */
  t: TFunction
  /** What the route's `data` loader returned (`undefined` for routes without one). */
  data: Data
}

/** What a route's JSON-LD builders receive. */
interface JsonLdContext<Data = undefined> extends PageFacts<Data> {
  /** The page's meta description, in its language. */
  description: string
}

/** Builds a page's own structured data, besides the breadcrumb every page gets. */
export type JsonLdBuilder<Data = undefined> = (context: JsonLdContext<Data>) => WithContext<Thing>[]

/** An article's Open Graph facts (`og:type` article and its `article:*` properties). */
export interface ArticleFacts {
  author: string
  /** YYYY-MM-DD. */
  publishedTime: string
  /** YYYY-MM-DD: the last revision, or the publish date. */
  modifiedTime: string
  section: string
  tags: readonly string[]
}

/**
 * What a page's head says beyond its namespace's `meta` keys: a page whose subject is content
 * (a blog post) takes its title, description and image from that content.
 */
export interface HeadOverrides {
  /** The whole `<title>`, site name included. */
  title?: string
  description?: string
  keywords?: string
  /** The page's name in its breadcrumb trail. */
  breadcrumb?: string
  /** The image shared with the page, in place of the card the build renders for it. */
  image?: { path: string; width: number; height: number; alt: string }
  /** What the page's card says, where its hero's title and subtitle would not do. */
  card?: { eyebrow?: string; title?: string; subtitle?: string }
  article?: ArticleFacts
  /** Feeds offered with `<link rel="alternate">`. */
  feeds?: readonly { href: string; title: string }[]
}

export type HeadBuilder<Data = undefined> = (facts: PageFacts<Data>) => HeadOverrides

/** What a view receives: the content its route's `data` loader returned. */
export interface ViewProps<Data = undefined> {
  data: Data
}

/** What a view module exports: the page's component. */
export interface ViewModule<Data = undefined> {
  default: ComponentType<ViewProps<Data>>
}

/** What a page's head module exports: its structured data and head, beyond what every page gets. */
export interface HeadModule<Data = undefined> {
  jsonLd?: JsonLdBuilder<Data>
  head?: HeadBuilder<Data>
}

/** A page with no address of its own, shown where no page exists: the not-found pages. */
export interface FallbackRoute {
  ns: string
  view: () => Promise<ViewModule>
  head?: () => Promise<HeadModule>
}

export interface RouteDef<Data = undefined> {
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
  view: () => Promise<ViewModule<Data>>
  /** The page's structured data and head, if it has its own (see HeadModule). */
  head?: () => Promise<HeadModule<Data>>
  /**
   * Content the view shows besides its translations (a blog post), loaded with the view before
   * the page renders.
   */
  data?: (locale: Locale, params: Record<string, string>) => Promise<Data>
  /**
   * For parameterised paths: every parameter set to prerender. Any other parameters are not a
   * page: the host answers them with `notFound`, or the site's not-found page.
   */
  prerenderParams?: () => Promise<Record<string, string>[]>
  /**
   * For a page whose address holds its content's own words (a post's translated slug): its
   * parameters in a language, from the set `prerenderParams` lists. Asked by the build only.
   */
  paramsIn?: (locale: Locale, params: Record<string, string>) => Promise<Record<string, string>>
  /**
   * The page's logical path in each language, from its content, where `paramsIn` makes them
   * differ: where its language links and hreflang alternates lead.
   */
  pathsIn?: (data: Data) => Partial<Record<Locale, string>>
  /**
   * The file a parameter set comes from in a language (the default one unless named), which the
   * build's errors name (a post's Markdown).
   */
  sourceOf?: (params: Record<string, string>, locale?: Locale) => string
  /** The not-found page for unknown parameters (a blog post that does not exist). */
  notFound?: FallbackRoute
  /**
   * `false` for a page that has nothing of its own to find (the search page): `noindex, follow`
   * for search engines, and left out of the sitemap, llms.txt and the site's own search.
   */
  indexed?: false
}

/**
 * A route of any data type. TypeScript has no existential types: each route's view and loader
 * agree on their own `Data` where the route is written (`defineRoute`); the table only needs
 * to hold routes of different `Data` side by side.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyRoute = RouteDef<any>

/** Checks that a route's view and its data loader agree on the data's type. */
export function defineRoute<Data>(route: RouteDef<Data>): AnyRoute {
  return route
}

/**
 * Where a page is in each language, as a logical path: its own, unless its content translates its
 * address there (`pathsIn`: a post's own slug in each language).
 */
export function pathInLanguages(
  route: AnyRoute | FallbackRoute,
  data: unknown,
  logicalPath: string,
): (locale: Locale) => string {
  const paths = 'pathsIn' in route ? route.pathsIn?.(data) : undefined
  return (locale) => paths?.[locale] ?? logicalPath
}

/** Whether a page is one to index: a real page whose route does not opt out. */
export function isIndexed(page: { route: AnyRoute | FallbackRoute; isNotFound: boolean }): boolean {
  return !page.isNotFound && !('indexed' in page.route && page.route.indexed === false)
}

/** Every namespace a route's view reads, besides `common`: its own first. */
export function routeNamespaces(route: Pick<RouteDef, 'ns' | 'sharedNs'>): string[] {
  return [route.ns, ...(route.sharedNs ?? [])]
}
