import type { Locale } from '../../config/locales'

/** Translations of one locale, by namespace (`common`, `notFound`, ...). */
export type LocaleResources = Record<string, Record<string, unknown>>

/** What a page shows in the site's other languages (the language suggestion), by locale. */
export type OtherLanguageResources = Partial<Record<Locale, LocaleResources>>

function fileKey(locale: Locale, namespace: string): string {
  return `../../../locales/${locale}/${namespace}.json`
}

export async function loadNamespaces(
  locale: Locale,
  namespaces: readonly string[],
): Promise<LocaleResources> {
  if (namespaces.length === 0) return {}
  // The list of every locale's files is itself fetched on demand: a page arrives with its own
  // translations in its HTML, so the list is needed only at a page change or a language
  // suggestion, not on every page load.
  const { translationFiles } = await import('./translationFiles')
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = translationFiles[fileKey(locale, ns)]
      if (!load) throw new Error(`Missing translation file locales/${locale}/${ns}.json`)
      return [ns, await load()] as const
    }),
  )
  return Object.fromEntries(entries)
}
