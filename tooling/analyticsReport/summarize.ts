import { CLSThresholds, INPThresholds, LCPThresholds } from 'web-vitals'

/** The Web Vitals the report shows, and Google's good / needs-improvement limits for each. */
export const vitalNames = ['lcp', 'inp', 'cls'] as const
export type VitalName = (typeof vitalNames)[number]

const thresholds: Record<VitalName, readonly [number, number]> = {
  lcp: LCPThresholds,
  inp: INPThresholds,
  cls: CLSThresholds,
}

export type Rating = 'good' | 'needs-improvement' | 'poor'

export function rating(vital: VitalName, value: number): Rating {
  const [good, poor] = thresholds[vital]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}

/** One value measured `weight` times: a raw event weighs 1, an exported row its event count. */
export interface Sample {
  value: number
  weight: number
}

/** As Google reads Core Web Vitals: the nearest rank; null without samples. */
export function percentile75(samples: readonly Sample[]): number | null {
  const sorted = samples.filter((s) => s.weight > 0).sort((a, b) => a.value - b.value)
  const total = sorted.reduce((sum, s) => sum + s.weight, 0)
  if (total === 0) return null
  const rank = Math.ceil(0.75 * total)
  let seen = 0
  for (const sample of sorted) {
    seen += sample.weight
    if (seen >= rank) return sample.value
  }
  return null
}

export interface PageReport {
  page: string
  locale: string
  views: number
  events: Record<string, number>
  vitals: Record<VitalName, Sample[]>
}

export class ReportBuilder {
  private rows = new Map<string, PageReport>()

  row(page: string, locale: string): PageReport {
    const key = `${locale} ${page}`
    let row = this.rows.get(key)
    if (!row) {
      row = {
        page,
        locale,
        views: 0,
        events: {},
        vitals: { lcp: [], inp: [], cls: [] },
      }
      this.rows.set(key, row)
    }
    return row
  }

  count(page: string, locale: string, name: string, times = 1): void {
    const row = this.row(page, locale)
    if (name === 'pageview') row.views += times
    else row.events[name] = (row.events[name] ?? 0) + times
  }

  measure(page: string, locale: string, vital: VitalName, value: number, weight = 1): void {
    this.row(page, locale).vitals[vital].push({ value, weight })
  }

  /** Busiest pages first; a page's languages in the site's order. */
  build(): PageReport[] {
    return [...this.rows.values()].sort(
      (a, b) =>
        b.views - a.views || a.page.localeCompare(b.page) || a.locale.localeCompare(b.locale),
    )
  }
}

export function vitalSummary(row: PageReport, vital: VitalName) {
  const p75 = percentile75(row.vitals[vital])
  if (p75 === null) return null
  const samples = row.vitals[vital].reduce((sum, s) => sum + s.weight, 0)
  return { p75, rating: rating(vital, p75), samples }
}
