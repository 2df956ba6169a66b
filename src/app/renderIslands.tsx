import type { i18n } from 'i18next'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

import type { Locale } from '../config/locales'
import { createFormatting } from '../features/i18n/formatting'
import type { IslandSlots } from '../features/islands/Island'
import { IslandRoot } from '../features/islands/IslandRoot'
import {
  type IslandComponent,
  type IslandDefinition,
  type IslandName,
  islands,
} from '../features/islands/islands'
import { type IslandStrings, unsupportedIslandTexts } from '../features/islands/islandText'

export interface IslandData {
  locale: Locale
  props: unknown
  strings: IslandStrings
  formatted: Readonly<Record<string, string>>
  /** Its `useId` prefix: its ids are its own, whatever else the page holds. */
  idPrefix: string
}

/** `{{years}}` and the agency's other figures, written into an island's strings as i18next would. */
function withFigures(node: unknown, figures: Readonly<Record<string, string>>): unknown {
  if (typeof node === 'string') {
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      Object.hasOwn(figures, name) ? (figures[name] ?? placeholder) : placeholder,
    )
  }
  if (!node || typeof node !== 'object') return node
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, withFigures(child, figures)]),
  )
}

function stringsOf(
  definition: IslandDefinition<never>,
  name: IslandName,
  instance: i18n,
  locale: Locale,
  figures: Readonly<Record<string, string>>,
): IslandStrings {
  const strings: Record<string, Record<string, unknown>> = {}
  for (const [ns, parts] of Object.entries(definition.text)) {
    if (parts === 'all') {
      const bundle: unknown = instance.getResourceBundle(locale, ns)
      if (!bundle) throw new Error(`The island ${name} shows ${ns}, which the page did not load`)
      strings[ns] = withFigures(bundle, figures) as Record<string, unknown>
      continue
    }
    for (const part of parts) {
      const subtree: unknown = instance.getResource(locale, ns, part)
      if (subtree === undefined)
        throw new Error(
          `The island ${name} shows ${ns}:${part}, which locales/${locale}/${ns}.json lacks`,
        )
      let node = (strings[ns] ??= {})
      const path = part.split('.')
      for (const segment of path.slice(0, -1))
        node = (node[segment] ??= {}) as Record<string, unknown>
      node[path.at(-1) ?? part] = withFigures(subtree, figures)
    }
  }
  const unsupported = unsupportedIslandTexts(strings)
  if (unsupported.length > 0) {
    throw new Error(
      `locales/${locale}: ${unsupported.join(', ')} use nesting or a format, which the island ${name} cannot write; write the text out`,
    )
  }
  return strings
}

/** Renders each island into its slot as its own root, exactly as the browser hydrates it. */
export async function renderIslands(
  pageHtml: string,
  slots: IslandSlots,
  {
    locale,
    i18n,
    figures,
  }: { locale: Locale; i18n: i18n; figures: Readonly<Record<string, string>> },
): Promise<string> {
  const rendered = await Promise.all(
    slots.placed.map(async ({ name, props }, slot) => {
      const definition = islands[name] as IslandDefinition<never>
      const { default: Component } = await definition.load()
      const strings = stringsOf(definition, name, i18n, locale, figures)
      const formatting = createFormatting(locale)
      const idPrefix = `${name}-${slot}-`
      const html = renderToString(
        <IslandRoot locale={locale} strings={strings} formatting={formatting}>
          {createElement(Component as IslandComponent, props as object)}
        </IslandRoot>,
        { identifierPrefix: idPrefix },
      )
      const data: IslandData = { locale, props, strings, formatted: formatting.written(), idPrefix }
      // In single quotes, where JSON's own double quotes need no escaping.
      const json = JSON.stringify(data).replaceAll('&', '&amp;').replaceAll("'", '&#39;')
      return `<div data-island="${name}" data-props='${json}'>${html}</div>`
    }),
  )
  return pageHtml.replace(
    /<div data-island-slot="(\d+)"><\/div>/g,
    (_, slot: string) => rendered[Number(slot)] ?? '',
  )
}
