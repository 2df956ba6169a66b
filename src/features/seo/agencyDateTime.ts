import { site } from '../../config/site'

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: site.businessHours.timeZone,
  timeZoneName: 'longOffset',
})

/** "2025-01-08" -> "2025-01-08T00:00:00-06:00": the day's start in the agency's zone, one instant as a bare date is not. */
export function agencyDateTime(isoDate: string): string {
  const noon = new Date(`${isoDate}T12:00:00Z`)
  const zone = offsetFormat.formatToParts(noon).find((part) => part.type === 'timeZoneName')
  const offset = zone?.value.replace(/^GMT/, '') || '+00:00'
  return `${isoDate}T00:00:00${offset}`
}
