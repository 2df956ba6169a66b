import type { Locale } from '../../config/locales'
import { site } from '../../config/site'
import { localizePath } from '../i18n/localePath'

/** Absolute URL on the site's own domain of a logical path in a locale. */
export function absoluteUrl(locale: Locale, logicalPath: string): string {
  return `${site.origin}${localizePath(locale, logicalPath)}`
}
