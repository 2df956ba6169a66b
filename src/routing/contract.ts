import type { TFunction } from 'i18next'
import type { ComponentType } from 'react'
import type { Thing, WithContext } from 'schema-dts'

import type { Locale } from '../config/locales'

// Imports no view, so nothing a view imports can lead back to the route table.

export interface PageFacts<Data = undefined> {
  locale: Locale
  /** Absolute URL of the page being rendered. */
  url: string
  params: Record<string, string>
  t: TFunction
  data: Data
}

interface JsonLdContext<Data = undefined> extends PageFacts<Data> {
  description: string
}

/** Builds a page's own structured data, besides the breadcrumb every page gets. */
export type JsonLdBuilder<Data = undefined> = (context: JsonLdContext<Data>) => WithContext<Thing>[]

export interface ArticleFacts {
  author: string
  /** YYYY-MM-DD. */
  publishedTime: string
  /** YYYY-MM-DD: the last revision, or the publish date. */
  modifiedTime: string
  section: string
  tags: readonly string[]
}

export interface HeadOverrides {
  /** The whole `<title>`, site name included. */
  title?: string
  description?: string
  keywords?: string
  breadcrumb?: string
  /** The image shared with the page, in place of the card the build renders for it. */
  image?: { path: string; width: number; height: number; alt: string }
  card?: { eyebrow?: string; title?: string; subtitle?: string }
  article?: ArticleFacts
  feeds?: readonly { href: string; title: string }[]
}

export type HeadBuilder<Data = undefined> = (facts: PageFacts<Data>) => HeadOverrides

export interface ViewProps<Data = undefined> {
  data: Data
}

export interface ViewModule<Data = undefined> {
  default: ComponentType<ViewProps<Data>>
}

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
  /** The view's namespace (`locales/<code>/<ns>.json`); its `meta.*` keys feed the head. */
  ns: string
  /** Shared namespaces the view renders besides its own (`testimonials`): a string kept once. */
  sharedNs?: readonly string[]
  /** A parent page's breadcrumb name as a `common:` key: its children load only `common`. */
  breadcrumb?: `common:${string}`
  /** The view, loaded on demand so each page ships only its own code. */
  view: () => Promise<ViewModule<Data>>
  head?: () => Promise<HeadModule<Data>>
  data?: (locale: Locale, params: Record<string, string>) => Promise<Data>
  /** Every parameter set to prerender; any other is answered with `notFound`. */
  prerenderParams?: () => Promise<Record<string, string>[]>
  /** A set of `prerenderParams` in a language, where the address is translated (a post's slug). */
  paramsIn?: (locale: Locale, params: Record<string, string>) => Promise<Record<string, string>>
  pathsIn?: (data: Data) => Partial<Record<Locale, string>>
  /** The file a parameter set comes from (a post's Markdown), for the build's errors. */
  sourceOf?: (params: Record<string, string>, locale?: Locale) => string
  notFound?: FallbackRoute
  /** `false`: `noindex, follow`, and out of the sitemap, llms.txt and the site search. */
  indexed?: false
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- no existential types; see defineRoute
export type AnyRoute = RouteDef<any>

/** Checks that a route's view and its data loader agree on the data's type. */
export function defineRoute<Data>(route: RouteDef<Data>): AnyRoute {
  return route
}

export function pathInLanguages(
  route: AnyRoute | FallbackRoute,
  data: unknown,
  logicalPath: string,
): (locale: Locale) => string {
  const paths = 'pathsIn' in route ? route.pathsIn?.(data) : undefined
  return (locale) => paths?.[locale] ?? logicalPath
}

export function isIndexed(page: { route: AnyRoute | FallbackRoute; isNotFound: boolean }): boolean {
  return !page.isNotFound && !('indexed' in page.route && page.route.indexed === false)
}

export function routeNamespaces(route: Pick<RouteDef, 'ns' | 'sharedNs'>): string[] {
  return [route.ns, ...(route.sharedNs ?? [])]
}
