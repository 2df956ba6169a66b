import { localeInfo } from '../../config/locales'
import type { Formatting } from './formatting'

// Not in format.ts, which every page's shared code carries: only the contact page writes times.

/** "09:00" -> "9 a.m." / "9h", "18:30" -> "6:30 p.m." / "18h30": the written style, where Intl's en-US says "AM". */
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
