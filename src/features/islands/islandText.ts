import { createContext, useContext } from 'react'

import { type Locale, localeInfo } from '../../config/locales'

/** An island's words: the parts of its namespaces it shows, by namespace (`{ contact: { form } }`). */
export type IslandStrings = Readonly<Record<string, unknown>>

type Values = Readonly<Record<string, string | number>>

export type IslandT = (key: string, values?: Values) => string

/** A placeholder as i18next writes one: `{{name}}`, `{{- name}}`. */
const PLACEHOLDER = /\{\{-?\s*(\w+)\s*\}\}/g

/** An island's translator: i18next's answers for keys, `{{values}}` and plurals, without its 17 KB (docs/decisions.md). */
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

/** An island's translator per namespace: its strings in an island (IslandRoot), i18next in the page (src/app/App.tsx). */
export const IslandTextContext = createContext<((ns: string) => IslandT) | null>(null)

export function useIslandText(ns: string): { t: IslandT } {
  const translator = useContext(IslandTextContext)
  if (!translator) throw new Error('useIslandText: render inside a page or an island')
  return { t: translator(ns) }
}

/** Island strings the translator cannot write as i18next would (`$t(...)`, formats), as `namespace:key` for the build. */
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
