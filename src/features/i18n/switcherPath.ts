import { createContext, useContext } from 'react'

import type { Locale } from '../../config/locales'

export interface ShownPage {
  /** Its path in the site's own words, without the language prefix: `/services/seo`. */
  logicalPath: string
  resolved: { isNotFound: boolean }
  /** Its logical path in each language: a post's slug may differ by language. */
  pathIn: (locale: Locale) => string
}

export function switcherPath(page: ShownPage, locale: Locale): string {
  return page.resolved.isNotFound ? '/' : page.pathIn(locale)
}

/** The page being rendered: its address alone cannot say where a post is in another language. */
export const ShownPageContext = createContext<ShownPage>({
  logicalPath: '/',
  resolved: { isNotFound: true },
  pathIn: () => '/',
})

export function useSwitcherPath(): (locale: Locale) => string {
  const page = useContext(ShownPageContext)
  return (locale) => switcherPath(page, locale)
}

export function useLogicalPath(): string {
  return useContext(ShownPageContext).logicalPath
}
