import { createContext, useContext } from 'react'

import type { Locale } from '../../config/locales'

/** The page on screen, as its language links see it (the app's LoadedPage). */
export interface ShownPage {
  resolved: { isNotFound: boolean }
  /** Its logical path in each language: a post's slug may differ by language. */
  pathIn: (locale: Locale) => string
}

/**
 * Where a language link leads from a page: the same page in that language, or, from a page that
 * does not exist in any language, that language's home page rather than another not-found page.
 */
export function switcherPath(page: ShownPage, locale: Locale): string {
  return page.resolved.isNotFound ? '/' : page.pathIn(locale)
}

/**
 * The page on screen, which the layout provides and updates as a page change shows the next one:
 * the address bar alone cannot say where a post is in another language. Outside a layout, the
 * links lead home.
 */
export const ShownPageContext = createContext<ShownPage>({
  resolved: { isNotFound: true },
  pathIn: () => '/',
})

/** Where each language link leads from the page on screen (`switcherPath`). */
export function useSwitcherPath(): (locale: Locale) => string {
  const page = useContext(ShownPageContext)
  return (locale) => switcherPath(page, locale)
}
