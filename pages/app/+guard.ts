import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

import { MOVED_REDIRECT_STATUS, movedAddresses } from '../../src/features/hosting/movedAddresses'
import { localizePath, splitLocale } from '../../src/features/i18n/localePath'
import { siteRoutes } from '../../src/routes'
import { pageAddresses } from '../../src/routing/resolve'

/** `npm run dev` answers moved and unknown addresses as the hosts do; the prerender needs none. */
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
