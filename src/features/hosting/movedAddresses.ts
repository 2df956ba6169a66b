import { localeCodes, localeInfo } from '../../config/locales.ts'
import type { PageAddress } from '../../routing/resolve.ts'
import { localizePath } from '../i18n/localePath.ts'

/** A page's former address, answered with a permanent redirect to its address now. */
export interface MovedAddress {
  from: string
  to: string
}

/** Moved for good: search engines pass the old address's standing on to the new one. */
export const MOVED_REDIRECT_STATUS = 301

/** A page in every language, as the build lists them (`pageAddresses`). */
export type PageInLanguages = Pick<PageAddress, 'logicalPath' | 'pathIn'>

/**
 * Where each page's Spanish and Portuguese addresses were in English words and slugs
 * (`/es/services/seo`, `/es/blog/cro-for-saas`), with its address in its language's words now
 * (`/es/servicios/seo`, locales/slugs.json; a post's translated slug). Links and search results
 * that name an old address reach the page in one redirect; a page whose words are the English
 * ones never moved, and an old address that is now another page's stays that page.
 */
export function movedAddresses(pages: readonly PageInLanguages[]): MovedAddress[] {
  const addresses = new Set(
    pages.flatMap((page) => localeCodes.map((locale) => localizePath(locale, page.pathIn(locale)))),
  )
  return pages.flatMap(({ logicalPath, pathIn }) =>
    localeCodes.flatMap((locale) => {
      const { prefix } = localeInfo(locale)
      const from = logicalPath === '/' ? prefix || '/' : prefix + logicalPath
      const to = localizePath(locale, pathIn(locale))
      return from === to || addresses.has(from) ? [] : [{ from, to }]
    }),
  )
}
