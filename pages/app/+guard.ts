import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

import { splitLocale } from '../../src/features/i18n/localePath'
import { siteRoutes } from '../../src/routes'
import { isPage } from '../../src/routing/resolve'

/**
 * An address that is no page gets the not-found page, with its 404 status, under `npm run dev`.
 * The prerender renders only the pages it listed, so it has nothing to check.
 */
export async function guard(pageContext: PageContextServer): Promise<void> {
  if (pageContext.isPrerendering) return
  const { logicalPath } = splitLocale(pageContext.urlPathname)
  if (!(await isPage(siteRoutes, logicalPath))) throw render(404)
}
