import { site } from '../../config/site'
import { localizePath } from '../i18n/localePath'
import type { Locale } from '../i18n/locales'

/** Absolute URL on the site's own domain of a logical path in a locale. */
export function absoluteUrl(locale: Locale, logicalPath: string): string {
  return `${site.origin}${localizePath(locale, logicalPath)}`
}
