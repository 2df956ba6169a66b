import slugs from '../../../locales/slugs.json' with { type: 'json' }
import { defaultLocale, isLocale, type Locale, localeInfo } from '../../config/locales.ts'

export interface LocalizedPath {
  locale: Locale
  /** The path without its locale prefix, in the site's own (English) words, starting with `/`. */
  logicalPath: string
}

/** Address words by English word (`locales/slugs.json`); the build checks the table, so a missing word is the English one. */
export type AddressWords = Readonly<Record<string, Readonly<Partial<Record<string, string>>>>>

export const addressWords: AddressWords = slugs

function mapSegments(path: string, word: (segment: string) => string): string {
  const [, pathPart = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(path) ?? []
  return pathPart.replace(/[^/]+/g, word) + rest
}

export function translatePath(locale: Locale, logicalPath: string): string {
  return mapSegments(logicalPath, (segment) => addressWords[segment]?.[locale] ?? segment)
}

export function logicalPathOf(locale: Locale, translatedPath: string): string {
  if (locale === defaultLocale) return translatedPath
  return mapSegments(
    translatedPath,
    (segment) =>
      Object.keys(addressWords).find((english) => addressWords[english]?.[locale] === segment) ??
      segment,
  )
}

/** Splits off the locale prefix and reads its words; English has no prefix, so `/en/services` is unknown. */
export function splitLocale(pathname: string): LocalizedPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first && first !== defaultLocale && isLocale(first)) {
    return { locale: first, logicalPath: logicalPathOf(first, match[2] || '/') }
  }
  return { locale: defaultLocale, logicalPath: pathname || '/' }
}

export function localizePath(locale: Locale, logicalPath: string): string {
  const { prefix } = localeInfo(locale)
  const path = translatePath(locale, logicalPath)
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}
