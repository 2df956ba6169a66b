import type { Metric } from './metric'

/**
 * The agency's headline figures, by id; a list so that i18next-cli can see every label key.
 * @public Exported for i18next-cli, which resolves the keys built from these ids through it.
 */
export const companyStatIds = [
  'yearsInBusiness',
  'projects',
  'clientsServed',
  'revenueGenerated',
  'clientSatisfaction',
  'clientRetention',
] as const

export type CompanyStatId = (typeof companyStatIds)[number]

/**
 * The agency's headline figures, one place for each. Each one's label is
 * `stats.<id>` in `locales/<lang>/common.json`; values are formatted per locale.
 */
export const companyStats = {
  yearsInBusiness: { kind: 'count', value: 13, plus: true },
  projects: { kind: 'count', value: 500, plus: true },
  clientsServed: { kind: 'count', value: 200, plus: true },
  revenueGenerated: { kind: 'price', value: 2_400_000, currency: 'USD' },
  clientSatisfaction: { kind: 'percent', value: 0.98 },
  clientRetention: { kind: 'percent', value: 0.94 },
} as const satisfies Record<CompanyStatId, Metric>

/**
 * The home page's headline block: up to 247% more traffic, 3.2 s
 * load time, and "10+ years", the rounder figure that block shows (the company stat is 13+).
 */
export const homeHighlights = {
  trafficIncrease: 2.47,
  loadTimeSeconds: 3.2,
  searchExperienceYears: 10,
  performanceScore: 100,
} as const

/** Client reviews behind the AggregateRating structured data. */
export const reviewRating = { value: 4.9, best: 5, count: 127 } as const
