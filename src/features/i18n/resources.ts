import type { Locale } from './locales'

/** Translations of one locale, by namespace (`common`, `notFound`, ...). */
export type LocaleResources = Record<string, Record<string, unknown>>

// Every `locales/<code>/<namespace>.json`, each its own lazily loaded chunk, so a page downloads
// only the namespaces it renders and a new locale folder needs no code change. The translators'
// notes (`locales/context/`) are for people, never shipped.
const bundles = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/*/*.json', '!../../../locales/context/*.json'],
  { import: 'default' },
)

function bundleKey(locale: Locale, namespace: string): string {
  return `../../../locales/${locale}/${namespace}.json`
}

export async function loadNamespaces(
  locale: Locale,
  namespaces: readonly string[],
): Promise<LocaleResources> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = bundles[bundleKey(locale, ns)]
      if (!load) throw new Error(`Missing translation file locales/${locale}/${ns}.json`)
      return [ns, await load()] as const
    }),
  )
  return Object.fromEntries(entries)
}
