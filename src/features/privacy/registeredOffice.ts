import type { Locale } from '../../config/locales'
import { site } from '../../config/site'
import { formatCountries } from '../i18n/format'

/** The company's registered office on one line, its country named in the reader's language. */
export function registeredOffice(locale: Locale): string {
  const { street, postalCode, city, country } = site.legal.registeredOffice
  return `${street}, ${postalCode} ${city}, ${formatCountries(locale, [country])}`
}
