import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

import { MOVED_REDIRECT_STATUS } from '../../src/features/hosting/movedAddresses'
import { localizePath, splitLocale } from '../../src/features/i18n/localePath'
import { siteRoutes } from '../../src/routes'
import { isPage } from '../../src/routing/resolve'

/**
 * Under `npm run dev`, an address that is no page gets the not-found page, with its 404 status,
 * and a page's address in English words (`/es/services`) its redirect, as the hosts answer them.
 * The prerender renders only the pages it listed, so it has nothing to check.
 */
export async function guard(pageContext: PageContextServer): Promise<void> {
  if (pageContext.isPrerendering) return
  const { locale, logicalPath } = splitLocale(pageContext.urlPathname)
  if (!(await isPage(siteRoutes, logicalPath))) throw render(404)
  const address = localizePath(locale, logicalPath)
  if (address !== pageContext.urlPathname) throw redirect(address, MOVED_REDIRECT_STATUS)
}
