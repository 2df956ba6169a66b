import { site } from '../config/site.ts'
import type { Figure, FigureSource } from './metric'

/**
 * The agency's headline figures, by id; a list so that i18next-cli can see every label key.
 * @public Exported for i18next-cli, which resolves the keys built from these ids through it.
 */
export const companyStatIds = [
  'yearsInBusiness',
  'projects',
  'clientsServed',
  'clientSatisfaction',
  'clientRetention',
] as const

export type CompanyStatId = (typeof companyStatIds)[number]

// The year vite.config.ts builds in; where no bundler defines it (Playwright's own loader reads
// this module for expected values), the current year, which is the same unless a year ends
// between the build and the test.
const buildYear = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear()

/**
 * Whole years since the founding, counted in the year the site is built (15 in 2026). The spec
 * wrote "13+" (services, about), "10+" (the home block) and "14+" (metadata) from different
 * years; every page now states this one figure.
 */
export const yearsInBusiness = buildYear - site.foundingYear

/**
 * The month the agency's own figures are counted to, stated under each of them ("as of November
 * 2026"). Recount the figures and move it on together; the agency confirms both before launch
 * (docs/legal.md).
 */
const recordsAsOf = '2026-11'

/** The source of every figure counted from the agency's client records. */
export const ourRecords = { kind: 'ourRecords', asOf: recordsAsOf } as const satisfies FigureSource

/**
 * The agency's headline figures, one place for each, each counted from its client records. No
 * revenue total: one the agency cannot show per client is not stated (issue 77). Each one's label is
 * `stats.<id>` in `locales/<lang>/common.json`; values are formatted per locale.
 */
export const companyStats = {
  yearsInBusiness: { kind: 'count', value: yearsInBusiness, plus: true, source: ourRecords },
  projects: { kind: 'count', value: 500, plus: true, source: ourRecords },
  clientsServed: { kind: 'count', value: 200, plus: true, source: ourRecords },
  clientSatisfaction: { kind: 'percent', value: 0.98, source: ourRecords },
  clientRetention: { kind: 'percent', value: 0.94, source: ourRecords },
} as const satisfies Record<CompanyStatId, Figure>

/**
 * What the agency promises about time, wherever copy states it: an answer to every inquiry
 * within 24 hours on business days, a 30-minute first call, the free audit within 48 hours of
 * the visitor's message, and a fixed quote for a software project within 48 hours.
 */
export const servicePromises = { replyHours: 24, callMinutes: 30, auditHours: 48, quoteHours: 48 }

/**
 * The quality bar every build the agency ships is held to: the blueprint's stats row, and the
 * home page's load time and speed badge. The spec gave the home page its own figures, "3.2 s
 * average page load time" and a Lighthouse score of 100, which contradicted this bar ("< 3 s",
 * "90+") on the blueprint: the home page states the bar (issue 65), and its traffic block's
 * headline is the SEO clients' average increase (`serviceMetrics.seo`, 286%) rather than one
 * client's 247% called an average (Casa Verde's, `clients.ts`, still quoted as its own).
 * Numbers, so each locale writes them its own way; the security rating is a grade, not a number.
 * Here, with the agency's other figures, so the home page does not load the blueprint's data to
 * state one of them.
 */
export const qualityTargets = {
  /** Targets each build is tested against before launch, not measured results. */
  source: { kind: 'ourStandard' },
  loadTimeSeconds: 3,
  uptimeSla: 0.999,
  lighthouseScore: 90,
  securityRating: 'A+',
  testCoverage: 0.8,
} as const satisfies { source: FigureSource; [figure: string]: unknown }

/**
 * The period the SEO clients' average traffic increase (`serviceMetrics.seo`) is measured over,
 * in months. Here rather than beside it so that every page's text can name it without loading
 * the services' data.
 */
export const seoResultsPeriodMonths = 12

/** Client reviews: the average the clients page shows (not marked up, see ReviewScore). */
export const reviewRating = {
  value: 4.9,
  best: 5,
  count: 127,
  source: ourRecords,
} as const satisfies { source: FigureSource; [figure: string]: unknown }
