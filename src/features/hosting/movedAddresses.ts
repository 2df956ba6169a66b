import { localeCodes } from '../../config/locales.ts'
import { localizePath, routerBasename } from '../i18n/localePath.ts'

/** A page's former address, answered with a permanent redirect to its address now. */
export interface MovedAddress {
  from: string
  to: string
}

/** Moved for good: search engines pass the old address's standing on to the new one. */
export const MOVED_REDIRECT_STATUS = 301

/**
 * Where each page's Spanish and Portuguese addresses were in English words
 * (`/es/services/seo`), with its address in its language's words now (`/es/servicios/seo`,
 * locales/slugs.json). Links and search results that name an old address reach the page in one
 * redirect; a page whose words are the English ones never moved.
 */
export function movedAddresses(logicalPaths: readonly string[]): MovedAddress[] {
  return logicalPaths.flatMap((path) =>
    localeCodes.flatMap((locale) => {
      const from = path === '/' ? routerBasename(locale) || '/' : routerBasename(locale) + path
      const to = localizePath(locale, path)
      return from === to ? [] : [{ from, to }]
    }),
  )
}
