import { localeInfo } from '../../config/locales'
import type { Formatting } from './formatting'

// Its own module, not format.ts: only the contact page writes times of day, and format.ts is in
// every page's shared code.

/**
 * A time of day, "09:00" or "18:30", as each language writes it in running text: "9 a.m.",
 * "6:30 p.m." (US style guides, and Mexico's own "9 a.m."), "9h", "18h30" (Brazil). Intl gives
 * the hour and whether the locale counts in 12 hours; the lower-case periods are the written
 * style, where Intl's en-US gives "AM".
 */
export function formatClockTime(formatting: Formatting, time: string): string {
  return formatting.text(`time ${time}`, () => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number)
    const parts = new Intl.DateTimeFormat(localeInfo(formatting.locale).tag, {
      hour: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
    const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? hours)
    const period = parts.find((part) => part.type === 'dayPeriod')?.value
    const mm = String(minutes).padStart(2, '0')
    if (!period) return minutes ? `${hour}h${mm}` : `${hour}h`
    const written = /^a/i.test(period) ? 'a.m.' : 'p.m.'
    return `${hour}${minutes ? `:${mm}` : ''} ${written}`
  })
}
