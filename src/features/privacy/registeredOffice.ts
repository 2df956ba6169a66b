import { site } from '../../config/site'
import { formatCountries } from '../i18n/format'
import type { Formatting } from '../i18n/formatting'

export function registeredOffice(formatting: Formatting): string {
  const { street, postalCode, city, country } = site.legal.registeredOffice
  return `${street}, ${postalCode} ${city}, ${formatCountries(formatting, [country])}`
}
