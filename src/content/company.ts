/**
 * The agency's headline figures, one place for each (spec, section 9). Labels live in
 * `locales/<lang>/*.json`; values are formatted per locale.
 */
export const companyStats = {
  yearsInBusiness: { value: 13, plus: true },
  projects: { value: 500, plus: true },
  clientsServed: { value: 200, plus: true },
  revenueGenerated: { value: 2_400_000, currency: 'USD' },
  clientSatisfaction: { value: 0.98 },
  clientRetention: { value: 0.94 },
} as const

/**
 * The home page's headline block (spec, section 2 "Home /"): up to 247% more traffic, 3.2 s
 * load time, and "10+ years", the spec's figure for that block (the company stat is 13+).
 */
export const homeHighlights = {
  trafficIncrease: 2.47,
  loadTimeSeconds: 3.2,
  searchExperienceYears: 10,
  performanceScore: 100,
} as const

/** Client reviews behind the AggregateRating structured data (spec, section 9). */
export const reviewRating = { value: 4.9, best: 5, count: 127 } as const
