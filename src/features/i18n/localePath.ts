import { defaultLocale, isLocale, type Locale, localeInfo } from '../../config/locales.ts'

export interface LocalizedPath {
  locale: Locale
  /** The path without its locale prefix, always starting with `/`. */
  logicalPath: string
}

/**
 * Splits the locale prefix off a URL path: `/es/services` -> es + `/services`.
 * English has no prefix, so `/en/services` is an unknown English path, not an alias.
 */
export function splitLocale(pathname: string): LocalizedPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first && first !== defaultLocale && isLocale(first)) {
    return { locale: first, logicalPath: match[2] || '/' }
  }
  return { locale: defaultLocale, logicalPath: pathname || '/' }
}

/** The public path of a logical path in a locale: (`es`, `/services`) -> `/es/services`. */
export function localizePath(locale: Locale, logicalPath: string): string {
  const { prefix } = localeInfo(locale)
  if (!prefix) return logicalPath
  return logicalPath === '/' ? prefix : `${prefix}${logicalPath}`
}

/** react-router basename for a locale (`''` for the default locale). */
export function routerBasename(locale: Locale): string {
  return localeInfo(locale).prefix
}
