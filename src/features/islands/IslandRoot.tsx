import { type ReactNode, useEffect } from 'react'

import type { Locale } from '../../config/locales'
import { type Formatting, FormattingContext } from '../i18n/formatting'
import { LocaleContext } from '../i18n/useLocale'
import { type IslandStrings, IslandTextContext, islandTranslator } from './islandText'

function OnHydrated({ then }: { then: () => void }) {
  useEffect(then, [then])
  return null
}

const nothing = () => {}

/** What every island renders in, server and browser alike, so trees and generated ids match; no router, no i18next. */
export function IslandRoot({
  locale,
  strings,
  formatting,
  onHydrated = nothing,
  children,
}: {
  locale: Locale
  strings: IslandStrings
  formatting: Formatting
  onHydrated?: () => void
  children: ReactNode
}) {
  return (
    <LocaleContext value={locale}>
      <IslandTextContext value={(ns) => islandTranslator(strings, locale, ns)}>
        <FormattingContext value={formatting}>
          {children}
          <OnHydrated then={onHydrated} />
        </FormattingContext>
      </IslandTextContext>
    </LocaleContext>
  )
}
