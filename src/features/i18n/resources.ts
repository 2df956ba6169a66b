import type { Locale } from '../../config/locales'

export type LocaleResources = Record<string, Record<string, unknown>>

export type OtherLanguageResources = Partial<Record<Locale, LocaleResources>>

/** Every `locales/<code>/<namespace>.json`, so a new locale needs no code; translators' notes never ship. */
const translationFiles = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/*/*.json', '!../../../locales/context/*.json'],
  { import: 'default' },
)

function fileKey(locale: Locale, namespace: string): string {
  return `../../../locales/${locale}/${namespace}.json`
}

export async function loadNamespaces(
  locale: Locale,
  namespaces: readonly string[],
): Promise<LocaleResources> {
  if (namespaces.length === 0) return {}
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = translationFiles[fileKey(locale, ns)]
      if (!load) throw new Error(`Missing translation file locales/${locale}/${ns}.json`)
      return [ns, await load()] as const
    }),
  )
  return Object.fromEntries(entries)
}
