/**
 * The agency's headline figures, one place for each (spec, section 9). Labels live in
 * `locales/<lang>/common.json` under `stats.*`; values are formatted per locale.
 */
export const companyStats = {
  yearsInBusiness: { value: 13, plus: true },
  projects: { value: 500, plus: true },
  revenueGenerated: { value: 2_400_000, currency: 'USD' },
  clientSatisfaction: { value: 0.98 },
} as const
