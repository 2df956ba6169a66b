import { createContext, useContext } from 'react'

import { type Locale, localeInfo } from '../../config/locales'

/** An island's words: the parts of its namespaces it shows, by namespace (`{ contact: { form } }`). */
export type IslandStrings = Readonly<Record<string, unknown>>

/** What an island's `t` fills a text's `{{placeholders}}` with. */
type Values = Readonly<Record<string, string | number>>

export type IslandT = (key: string, values?: Values) => string

/** A placeholder as i18next writes one: `{{name}}`, `{{- name}}`. */
const PLACEHOLDER = /\{\{-?\s*(\w+)\s*\}\}/g

/**
 * An island's translator, over the strings the prerender gave it: the same answers as i18next
 * for what islands' texts use, a key (`form.name.label`, `common:search.label`), `{{values}}`
 * and plural forms by `count` (`status.count_one`, `_many`, `_other`), in a few lines instead
 * of i18next's 17 KB. Texts that need more (`$t()`, formats) are refused by the build
 * (`unsupportedIslandTexts`). The server renders the island with the same function, so
 * hydration always matches.
 */
export function islandTranslator(strings: IslandStrings, locale: Locale, ns: string): IslandT {
  let plurals: Intl.PluralRules | undefined
  const lookup = (space: string, path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], strings[space])
  return (key, values = {}) => {
    const [space, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [ns, key]
    const { count } = values
    const plural =
      typeof count === 'number'
        ? lookup(
            space,
            `${path}_${(plurals ??= new Intl.PluralRules(localeInfo(locale).tag)).select(count)}`,
          )
        : undefined
    const text = plural ?? lookup(space, path)
    if (typeof text !== 'string') return key
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    )
  }
}

/**
 * Where components that may run in an island get their translator for a namespace: in an
 * island, its strings (IslandRoot); in the prerendered page around it, i18next (src/app/App.tsx).
 */
export const IslandTextContext = createContext<((ns: string) => IslandT) | null>(null)

/**
 * The translator for namespace `ns` of a component that runs in an island, or in both an island
 * and a page (a testimonial): `useTranslation`'s shape, without i18next in the browser.
 */
export function useIslandText(ns: string): { t: IslandT } {
  const translator = useContext(IslandTextContext)
  if (!translator) throw new Error('useIslandText: render inside a page or an island')
  return { t: translator(ns) }
}

/**
 * The strings of `strings` an island's translator cannot write as i18next would: nesting
 * (`$t(...)`) and formats (`{{count, number}}`). Each is `namespace:key`, for the build to name.
 */
export function unsupportedIslandTexts(strings: IslandStrings): string[] {
  const found: string[] = []
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') {
      if (/\$t\(|\{\{[^}]*,[^}]*\}\}/.test(node)) found.push(key)
    } else if (node && typeof node === 'object') {
      for (const [part, child] of Object.entries(node)) {
        walk(child, key.endsWith(':') ? `${key}${part}` : `${key}.${part}`)
      }
    }
  }
  for (const [ns, tree] of Object.entries(strings)) walk(tree, `${ns}:`)
  return found
}
