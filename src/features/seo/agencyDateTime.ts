import { site } from '../../config/site'

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: site.businessHours.timeZone,
  timeZoneName: 'longOffset',
})

/**
 * A content date (YYYY-MM-DD, a day in the agency's calendar) as the start of that day in the
 * agency's time zone, with its offset: "2025-01-08" -> "2025-01-08T00:00:00-06:00". Structured
 * data and article meta tags then name one instant, which a bare date does not.
 */
export function agencyDateTime(isoDate: string): string {
  const noon = new Date(`${isoDate}T12:00:00Z`)
  const zone = offsetFormat.formatToParts(noon).find((part) => part.type === 'timeZoneName')
  const offset = zone?.value.replace(/^GMT/, '') || '+00:00'
  return `${isoDate}T00:00:00${offset}`
}
