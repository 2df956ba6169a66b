import { type PageReport, type VitalName, vitalSummary } from './summarize.ts'

export const ratingLabels = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
} as const

export function formatVital(vital: VitalName, value: number): string {
  if (vital === 'cls') return value.toFixed(2)
  return vital === 'lcp' ? `${(value / 1000).toFixed(2)} s` : `${value} ms`
}

/** "1.24 s good (12)": the p75, its rating and how many page loads measured it. */
export function vitalCell(row: PageReport, vital: VitalName): string {
  const summary = vitalSummary(row, vital)
  if (!summary) return '-'
  return `${formatVital(vital, summary.p75)} ${ratingLabels[summary.rating]} (${summary.samples})`
}

/** "plan-hover 3, cta-click 1": the page's events, most frequent first. */
export function eventsCell(row: PageReport): string {
  const events = Object.entries(row.events).sort((a, b) => b[1] - a[1])
  return events.length ? events.map(([name, count]) => `${name} ${count}`).join(', ') : '-'
}
