import { site } from '../../config/site'
import { formatClockTime } from '../../features/i18n/formatClockTime'
import type { Formatting } from '../../features/i18n/formatting'

/** When the agency answers, as the page's language writes it: "9 a.m." to "6 p.m.", "9h" to "18h". */
export function businessHours(formatting: Formatting): { opens: string; closes: string } {
  return {
    opens: formatClockTime(formatting, site.businessHours.opens),
    closes: formatClockTime(formatting, site.businessHours.closes),
  }
}
