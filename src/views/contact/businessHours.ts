import type { Locale } from '../../config/locales'
import { site } from '../../config/site'
import { formatClockTime } from '../../features/i18n/formatClockTime'

/** When the agency answers, as the page's language writes it: "9 a.m." to "6 p.m.", "9h" to "18h". */
export function businessHours(locale: Locale): { opens: string; closes: string } {
  return {
    opens: formatClockTime(locale, site.businessHours.opens),
    closes: formatClockTime(locale, site.businessHours.closes),
  }
}
