import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'

import { splitLocale } from '../src/features/i18n/localePath'

/** Takes the locale prefix off the URL, so routing only ever sees logical paths. */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, logicalPath } = splitLocale(pageContext.urlParsed.pathname)
  return {
    pageContext: {
      locale,
      logicalPath,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: logicalPath }),
    },
  }
}
