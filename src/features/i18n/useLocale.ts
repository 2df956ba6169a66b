import { createContext, useContext } from 'react'

import { defaultLocale, type Locale } from '../../config/locales'

/** The language of the page being rendered: set by the page's render and by each island's. */
export const LocaleContext = createContext<Locale>(defaultLocale)

/** The locale of the page being rendered, for its links and its numbers, money and dates. */
export function useLocale(): Locale {
  return useContext(LocaleContext)
}
