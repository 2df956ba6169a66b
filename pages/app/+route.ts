import type { PageContext } from 'vike/types'

import { resolveRoute } from '../../src/app/resolveRoute'

/** Matches every logical path in the route table; anything else falls through to _error (404). */
export default function route(pageContext: PageContext) {
  const { isNotFound, params } = resolveRoute(pageContext.urlPathname)
  return isNotFound ? false : { routeParams: params }
}
