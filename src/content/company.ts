import { site } from '../config/site.ts'
import type { Figure, FigureSource } from './metric'

/** @public A list so that i18next-cli resolves every `stats.<id>` label key through it. */
export const companyStatIds = [
  'yearsInBusiness',
  'projects',
  'clientsServed',
  'clientSatisfaction',
  'clientRetention',
] as const

export type CompanyStatId = (typeof companyStatIds)[number]

// Playwright's loader reads this module with no bundler to define the build year.
const buildYear = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear()

/** Whole years since the founding, in the year the site is built: every page states this one. */
export const yearsInBusiness = buildYear - site.foundingYear

/** The month the agency's figures are counted to ("as of November 2026"): recount with it. */
const recordsAsOf = '2026-11'

export const ourRecords = { kind: 'ourRecords', asOf: recordsAsOf } as const satisfies FigureSource

/** No revenue total: one the agency cannot show per client is not stated (issue 77). */
export const companyStats = {
  yearsInBusiness: { kind: 'count', value: yearsInBusiness, plus: true, source: ourRecords },
  projects: { kind: 'count', value: 500, plus: true, source: ourRecords },
  clientsServed: { kind: 'count', value: 200, plus: true, source: ourRecords },
  clientSatisfaction: { kind: 'percent', value: 0.98, source: ourRecords },
  clientRetention: { kind: 'percent', value: 0.94, source: ourRecords },
} as const satisfies Record<CompanyStatId, Figure>

export const servicePromises = { replyHours: 24, callMinutes: 30, auditHours: 48, quoteHours: 48 }

/** The bar every build is held to, stated by the blueprint and the home page (issue 65). */
export const qualityTargets = {
  /** Targets each build is tested against before launch, not measured results. */
  source: { kind: 'ourStandard' },
  loadTimeSeconds: 3,
  uptimeSla: 0.999,
  lighthouseScore: 90,
  securityRating: 'A+',
  testCoverage: 0.8,
} as const satisfies { source: FigureSource; [figure: string]: unknown }

/** Months `serviceMetrics.seo` is measured over; here, so no page loads the services' data. */
export const seoResultsPeriodMonths = 12

/** Client reviews: the average the clients page shows (not marked up, see ReviewScore). */
export const reviewRating = {
  value: 4.9,
  best: 5,
  count: 127,
  source: ourRecords,
} as const satisfies { source: FigureSource; [figure: string]: unknown }
