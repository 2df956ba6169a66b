import type { i18n } from 'i18next'

import type { Locale } from '../config/locales'
import { createTracking, type Tracking } from '../features/analytics/tracking'
import { createI18n } from '../features/i18n/createI18n'
import { createFormatting, type Formatting } from '../features/i18n/formatting'
import type { LocaleResources, OtherLanguageResources } from '../features/i18n/resources'
import {
  createHydrationGates,
  type HydrationGates,
} from '../features/lazy-hydration/hydrationGates'
import { siteRoutes } from '../routes'
import { routeNamespaces } from '../routing/contract'
import { resolveIn, type RouteTable, withMissing } from '../routing/resolve'
import { type LoadedPage, loadPage } from './loadPage'

/**
 * Everything one render of one page needs, created by the render hook (the prerender's
 * +onRenderHtml, the browser's hydrate) and handed down: nothing about a page is kept in a
 * module, so two renders never see each other's page, and a prerender of thousands of posts
 * holds one post at a time.
 */
export interface RenderContext {
  locale: Locale
  i18n: i18n
  /** The route table as this page knows it: with its own address missing on a not-found page. */
  table: RouteTable
  /** The page at the first render; a page change loads the next one itself. */
  page: LoadedPage
  /** This page load's analytics: the events waiting for the tracker, the last page view. */
  tracking: Tracking
  /** The numbers and dates the page writes: in the browser, read back from the prerender's. */
  formatting: Formatting
  /** The blocks that hydrate once near the screen: in the browser's first render only. */
  hydrationGates: HydrationGates | null
}

export interface RenderRequest {
  locale: Locale
  logicalPath: string
  /**
   * Whether the host answered this address with a not-found page. The browser does not know
   * every blog post, so `/blog/no-such-post` would look like a post to it; the page says so.
   */
  isNotFound: boolean
  /** Translations already at hand: `common` at least; the page's own are loaded if missing. */
  resources: LocaleResources
  /** The few strings the page shows in the other languages (loadOtherLanguageResources). */
  otherLanguages: OtherLanguageResources
  /** The agency's figures the texts name ({{years}}…), computed at build time (siteFigures). */
  figures: Readonly<Record<string, string>>
  /** The numbers and dates the prerender wrote (PageData.formatted); none on the server. */
  formatted: Readonly<Record<string, string>>
  /** Whether this render hydrates prerendered HTML, whose blocks may then wait their turn. */
  hydrates: boolean
}

/** Resolves the address, then loads the page's view, translations and content. */
export async function createRenderContext(request: RenderRequest): Promise<RenderContext> {
  const { locale, logicalPath, isNotFound, resources, otherLanguages, figures, formatted } = request
  const table = isNotFound ? withMissing(siteRoutes, logicalPath) : siteRoutes
  const resolved = resolveIn(table, logicalPath)
  // Asked for before i18next is set up, so a phone fetches the view's code while it runs that
  // setup, not after it. `import()` is cached: loadPage gets the same module, and reports a
  // failure to load it.
  resolved.route.view().catch(() => {})
  const i18n = createI18n(locale, resources, figures, otherLanguages)
  const page = await loadPage(resolved, logicalPath, locale, i18n)
  return {
    locale,
    i18n,
    table,
    page,
    tracking: createTracking(),
    formatting: createFormatting(locale, formatted),
    hydrationGates: request.hydrates ? createHydrationGates() : null,
  }
}

/** The translations the page was rendered with, in the order its page data has always listed. */
export function pageResources({ locale, i18n, page }: RenderContext): LocaleResources {
  const namespaces = ['common', ...routeNamespaces(page.resolved.route)]
  return Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(locale, ns)]))
}
