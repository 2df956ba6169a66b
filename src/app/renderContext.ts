import type { i18n } from 'i18next'

import type { Locale } from '../config/locales'
import { createI18n } from '../features/i18n/createI18n'
import { createFormatting, type Formatting } from '../features/i18n/formatting'
import type { LocaleResources, OtherLanguageResources } from '../features/i18n/resources'
import { IslandSlots } from '../features/islands/Island'
import { siteRoutes } from '../routes'
import { resolveIn, type RouteTable, withMissing } from '../routing/resolve'
import { type LoadedPage, loadPage } from './loadPage'

/** Everything one page's prerender needs, handed down: no module keeps a page's state. */
export interface RenderContext {
  locale: Locale
  i18n: i18n
  /** The route table as this page knows it: with its own address missing on a not-found page. */
  table: RouteTable
  page: LoadedPage
  formatting: Formatting
  /** The page's islands, rendered into their slots once the page is (src/app/renderIslands.tsx). */
  islands: IslandSlots
}

export interface RenderRequest {
  locale: Locale
  logicalPath: string
  isNotFound: boolean
  /** Translations already at hand: `common` at least; the page's own are loaded if missing. */
  resources: LocaleResources
  /** The few strings the page shows in the other languages (loadSuggestionResources). */
  otherLanguages: OtherLanguageResources
  /** The agency's figures the texts name ({{years}}…), computed at build time (siteFigures). */
  figures: Readonly<Record<string, string>>
}

export async function createRenderContext(request: RenderRequest): Promise<RenderContext> {
  const { locale, logicalPath, isNotFound, resources, otherLanguages, figures } = request
  const table = isNotFound ? withMissing(siteRoutes, logicalPath) : siteRoutes
  const i18n = createI18n(locale, resources, figures, otherLanguages)
  const page = await loadPage(resolveIn(table, logicalPath), logicalPath, locale, i18n)
  return {
    locale,
    i18n,
    table,
    page,
    formatting: createFormatting(locale),
    islands: new IslandSlots(),
  }
}
