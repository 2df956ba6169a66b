import { type Locale, locales } from '../../config/locales'
import { absoluteUrl } from './absoluteUrl'

export interface Alternate {
  hreflang: string
  href: string
}

export function alternatesFor(pathIn: (locale: Locale) => string): Alternate[] {
  return [
    ...locales.map((l) => ({ hreflang: l.tag, href: absoluteUrl(l.code, pathIn(l.code)) })),
    { hreflang: 'x-default', href: absoluteUrl('en', pathIn('en')) },
  ]
}
