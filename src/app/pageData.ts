import type { Locale } from '../config/locales'
import type { LocaleResources, OtherLanguageResources } from '../features/i18n/resources'

/**
 * What a prerendered page hands its script: the language, the translations it was rendered
 * with, and whether it is a not-found page. Written into the HTML as JSON by the renderer and
 * read back before hydrating, so the client needs no framework runtime to receive it.
 */
export interface PageData {
  locale: Locale
  i18nResources: LocaleResources
  /** The language suggestion's strings in each other language, for the notice it may show. */
  otherLanguages: OtherLanguageResources
  /** The agency's figures the texts name ({{years}}…), computed at build time (siteFigures). */
  figures: Record<string, string>
  /**
   * Every number, date and time the page shows, by name, as the prerender formatted them: the
   * browser reads them back instead of building its own formatters (src/features/i18n/formatting.ts).
   */
  formatted: Record<string, string>
  /** Whether this is a not-found page, which answers many addresses. */
  isNotFound: boolean
  /**
   * The address the page was rendered for, without the language prefix (`/blog/404`): a
   * not-found page is hydrated only at addresses where the app draws the same page
   * (drawsServedNotFound), and rendered afresh at the others.
   */
  renderedPath: string
}

const PAGE_DATA_ID = 'page-data'

/**
 * The `<script type="application/json">` element holding a page's data. `<` is escaped so that
 * no string in the translations can close the element early (`</script>`); JSON reads `\u003c`
 * back as `<`.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c')
  return `<script id="${PAGE_DATA_ID}" type="application/json">${json}</script>`
}

/** The data the renderer wrote into this page; a page without it was not built by this site. */
export function readPageData(doc: Document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent
  if (!text) throw new Error(`Page has no #${PAGE_DATA_ID} element: it was not prerendered`)
  return JSON.parse(text) as PageData
}
