/**
 * Every fact about a locale lives here. Adding a language is one entry in this list plus its
 * folder in `locales/`: routing, prerendering, hreflang, the sitemap and the switcher all
 * derive from this table.
 */
export const locales = [
  {
    code: 'en',
    tag: 'en-US',
    ogLocale: 'en_US',
    label: 'English',
    prefix: '',
    dir: 'ltr',
    largeNumbers: 'short',
    currencyDisplay: 'code',
  },
  {
    code: 'es',
    tag: 'es-MX',
    ogLocale: 'es_MX',
    label: 'Español',
    prefix: '/es',
    dir: 'ltr',
    largeNumbers: 'long',
    currencyDisplay: 'symbol',
  },
  {
    code: 'pt',
    tag: 'pt-BR',
    ogLocale: 'pt_BR',
    label: 'Português',
    prefix: '/pt',
    dir: 'ltr',
    largeNumbers: 'long',
    currencyDisplay: 'symbol',
  },
] as const satisfies readonly LocaleInfo[]

export interface LocaleInfo {
  /** i18next language code and folder name under `locales/`. */
  code: string
  /** BCP 47 tag for `<html lang>`, hreflang and `Intl`. */
  tag: string
  /** Open Graph locale (underscore form). */
  ogLocale: string
  /** The language's name in itself, for the switcher. */
  label: string
  /** URL prefix; the default locale has none. */
  prefix: string
  /** The script's direction, for `<html dir>`: `rtl` for Arabic or Hebrew. */
  dir: 'ltr' | 'rtl'
  /**
   * How figures of thousands and millions are written: `short`, "800M" and "USD 2.4M", as English
   * marketing copy writes them; `long`, "+340 millones" and "USD 2.4 millones", as Mexican and
   * Brazilian copy does ("340 M+" and "US$ 2,4 mi" read as abbreviations there).
   */
  largeNumbers: 'short' | 'long'
  /**
   * How a price names its currency, by Intl's `currencyDisplay`: `code`, "USD 999", where the
   * locale's symbol is a bare "$" (en-US: also Canada's and Mexico's dollar sign); `symbol` where
   * the symbol already names the US dollar ("USD 999" in es-MX, "US$ 999" in pt-BR).
   */
  currencyDisplay: 'code' | 'symbol'
}

export type Locale = (typeof locales)[number]['code']

export const defaultLocale: Locale = 'en'

export const localeCodes: readonly Locale[] = locales.map((l) => l.code)

export function isLocale(value: string): value is Locale {
  return (localeCodes as readonly string[]).includes(value)
}

export function localeInfo(code: Locale): LocaleInfo {
  const info = locales.find((l) => l.code === code)
  if (!info) throw new Error(`Unknown locale "${code}"`)
  return info
}
