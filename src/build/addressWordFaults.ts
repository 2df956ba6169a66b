import { defaultLocale, type Locale } from '../config/locales'
import {
  type AddressWords,
  addressWords,
  localizePath,
  splitLocale,
} from '../features/i18n/localePath'
import type { PageAddress } from '../routing/resolve'

const FILE = 'locales/slugs.json'

/** What an address word may be: lower-case letters, digits and single hyphens (`seo-tecnico`). */
const URL_SAFE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function addressWordFaults(
  pages: readonly PageAddress[],
  codes: readonly Locale[],
  words: AddressWords = addressWords,
): string[] {
  const translated = codes.filter((code) => code !== defaultLocale)
  const faults: string[] = []
  const routeWords = new Set(
    pages.flatMap(({ route }) => route.path.split('/').filter((s) => s && !s.startsWith(':'))),
  )
  for (const english of routeWords) {
    if (!(english in words))
      faults.push(`${FILE}: "${english}", a word of the site's addresses, has no entry`)
  }
  for (const locale of translated) {
    const englishByWord = new Map<string, string>()
    for (const [english, inLanguages] of Object.entries(words)) {
      const word = inLanguages[locale]
      if (!word) {
        faults.push(`${FILE}: "${english}" has no word for ${locale}`)
      } else if (!URL_SAFE.test(word)) {
        faults.push(
          `${FILE}: "${english}" in ${locale} is "${word}", which is not URL-safe: use a-z, 0-9 and single hyphens`,
        )
      } else if (englishByWord.has(word)) {
        faults.push(
          `${FILE}: "${englishByWord.get(word)}" and "${english}" are both "${word}" in ${locale}`,
        )
      } else {
        englishByWord.set(word, english)
      }
    }
  }
  // Read-backs are only meaningful once the table itself holds.
  if (faults.length > 0) return faults
  for (const { pathIn, params, route } of pages) {
    for (const locale of translated) {
      const logicalPath = pathIn(locale)
      const address = localizePath(locale, logicalPath)
      const readBack = splitLocale(address).logicalPath
      if (readBack !== logicalPath) {
        faults.push(
          `${route.sourceOf?.(params, locale) ?? FILE}: ${logicalPath} in ${locale} is ${address}, the address of ${readBack}; choose another name`,
        )
      }
    }
  }
  return faults
}
