import { createContext, useContext } from 'react'

import type { Locale } from '../../config/locales'

/** The figures a render wrote, handed to islands so hydration formats nothing (docs/decisions.md). */
export interface Formatting {
  readonly locale: Locale
  /** The text named `key`: the one already written, else the prerender's, else `compute()`'s. */
  text(key: string, compute: () => string): string
  /** Every text asked for so far, by name: what the prerender hands to the page. */
  written(): Record<string, string>
}

/** One per render: `prerendered` are the texts an island was built with (none on the server). */
export function createFormatting(
  locale: Locale,
  prerendered: Readonly<Record<string, string>> = {},
): Formatting {
  const known = new Map(Object.entries(prerendered))
  const written = new Map<string, string>()
  return {
    locale,
    text(key, compute) {
      const text = written.get(key) ?? known.get(key) ?? compute()
      written.set(key, text)
      return text
    },
    written: () => Object.fromEntries(written),
  }
}

export const FormattingContext = createContext<Formatting | null>(null)

export function useFormatting(): Formatting {
  const formatting = useContext(FormattingContext)
  if (!formatting)
    throw new Error('useFormatting: render inside <FormattingContext> (the App does)')
  return formatting
}
