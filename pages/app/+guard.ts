import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

import { MOVED_REDIRECT_STATUS, movedAddresses } from '../../src/features/hosting/movedAddresses'
import { localizePath, splitLocale } from '../../src/features/i18n/localePath'
import { siteRoutes } from '../../src/routes'
import { pageAddresses } from '../../src/routing/resolve'

/**
 * Under `npm run dev`, a page's former address (`/es/services`, a post's English slug under
 * `/es/blog/`) gets its redirect, and an address that is no page the not-found page, with its
 * 404 status, as the hosts answer them. The prerender renders only the pages it listed, so it
 * has nothing to check.
 */
export async function guard(pageContext: PageContextServer): Promise<void> {
  if (pageContext.isPrerendering) return
  const { urlPathname } = pageContext
  // Every page in every language, listed once for both questions.
  const pages = await pageAddresses(siteRoutes.routes)
  const move = movedAddresses(pages).find(({ from }) => from === urlPathname)
  if (move) throw redirect(move.to, MOVED_REDIRECT_STATUS)
  const { locale, logicalPath } = splitLocale(urlPathname)
  if (!pages.some((page) => page.pathIn(locale) === logicalPath)) throw render(404)
  const address = localizePath(locale, logicalPath)
  if (address !== urlPathname) throw redirect(address, MOVED_REDIRECT_STATUS)
}
