import type { ReactNode } from 'react'

import type { Locale } from '../../config/locales'
import { type Formatting, FormattingContext } from '../i18n/formatting'
import { LocaleContext } from '../i18n/useLocale'
import { type IslandStrings, IslandTextContext, islandTranslator } from './islandText'

/**
 * What every island renders inside, on the server and in the browser alike, so both render the
 * same: its language, its strings and its figures (in the browser, read back from the
 * prerender's: `formatting.ts`). No router, no i18next: an island is a React root of its own.
 */
export function IslandRoot({
  locale,
  strings,
  formatting,
  children,
}: {
  locale: Locale
  strings: IslandStrings
  formatting: Formatting
  children: ReactNode
}) {
  return (
    <LocaleContext value={locale}>
      <IslandTextContext value={(ns) => islandTranslator(strings, locale, ns)}>
        <FormattingContext value={formatting}>{children}</FormattingContext>
      </IslandTextContext>
    </LocaleContext>
  )
}
