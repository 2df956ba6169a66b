import { locales } from '../../config/locales'
import { absoluteUrl } from './absoluteUrl'

export interface Alternate {
  /** BCP 47 tag or `x-default`. */
  hreflang: string
  href: string
}

/** Every language version of a page, English doubling as x-default. Head and sitemap share it. */
export function alternatesFor(logicalPath: string): Alternate[] {
  return [
    ...locales.map((l) => ({ hreflang: l.tag, href: absoluteUrl(l.code, logicalPath) })),
    { hreflang: 'x-default', href: absoluteUrl('en', logicalPath) },
  ]
}
