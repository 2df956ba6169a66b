// Adding a language is one entry here plus its folder in `locales/`.
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
  code: string
  /** BCP 47 tag for `<html lang>`, hreflang and `Intl`. */
  tag: string
  ogLocale: string
  label: string
  /** URL prefix; the default locale has none. */
  prefix: string
  /** The script's direction, for `<html dir>`: `rtl` for Arabic or Hebrew. */
  dir: 'ltr' | 'rtl'
  /** `short` "800M" (English copy); `long` "340 millones" ("340 M+" reads as an abbreviation). */
  largeNumbers: 'short' | 'long'
  /** Intl's `currencyDisplay`: `code` where the locale's symbol is a bare "$" (en-US). */
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
