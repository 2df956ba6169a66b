import { localeCodes, localeInfo } from '../../config/locales.ts'
import type { PageAddress } from '../../routing/resolve.ts'
import { localizePath } from '../i18n/localePath.ts'

export interface MovedAddress {
  from: string
  to: string
}

/** Moved for good: search engines pass the old address's standing on to the new one. */
export const MOVED_REDIRECT_STATUS = 301

export type PageInLanguages = Pick<PageAddress, 'logicalPath' | 'pathIn'>

/** Old English-worded addresses (`/es/services/seo`) to today's, in one redirect; an old address now another page's stays it. */
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
