import type { Locale } from '../../config/locales'
import { site } from '../../config/site'
import { localizePath } from '../i18n/localePath'

export function absoluteUrl(locale: Locale, logicalPath: string): string {
  return `${site.origin}${localizePath(locale, logicalPath)}`
}
