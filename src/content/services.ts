import type { ServiceId } from '../routing/paths'
import { chatGptAudience } from './aiPlatforms'
import { ourRecords, seoResultsPeriodMonths } from './company'
import type { Figure } from './metric'
import { saasOfferPrices } from './saas'

/** @public For i18next-cli: every feature an SEO plan can list, worded in `seo.json`. */
export const seoPlanFeatureIds = [
  'aiKeywordResearch',
  'monthlyOptimization',
  'performanceTracking',
  'competitorAnalysis',
  'monthlyReports',
  'everythingInStarter',
  'contentStrategy',
  'linkBuilding',
  'technicalAudit',
  'biweeklyCalls',
  'everythingInGrowth',
  'dedicatedAnalyst',
  'weeklyCalls',
  'customReporting',
  'prioritySupport',
] as const

export type SeoPlanFeatureId = (typeof seoPlanFeatureIds)[number]

export const seoPlanIds = ['starter', 'growth', 'scale'] as const
export type SeoPlanId = (typeof seoPlanIds)[number]

/** The SEO plans' monthly prices in USD; Growth is the most popular. */
export const seoPlanPrices: Record<SeoPlanId, number> = {
  starter: 999,
  growth: 2499,
  scale: 4999,
}

export const popularSeoPlan: SeoPlanId = 'growth'

export const seoPlanFeatures: Record<SeoPlanId, readonly SeoPlanFeatureId[]> = {
  starter: [
    'aiKeywordResearch',
    'monthlyOptimization',
    'performanceTracking',
    'competitorAnalysis',
    'monthlyReports',
  ],
  growth: [
    'everythingInStarter',
    'contentStrategy',
    'linkBuilding',
    'technicalAudit',
    'biweeklyCalls',
  ],
  scale: [
    'everythingInGrowth',
    'dedicatedAnalyst',
    'weeklyCalls',
    'customReporting',
    'prioritySupport',
  ],
}

export type Billing = 'month' | 'project'

/** SEO, GEO and CRO are monthly retainers; Shopify stores and software are fixed-price projects. */
export const serviceBilling = {
  seo: 'month',
  geo: 'month',
  cro: 'month',
  shopify: 'project',
  saas: 'project',
} as const satisfies Record<ServiceId, Billing>

/** Starting prices in USD, before tax, shared by cards and structured data. */
export const startingPrices = {
  seo: Math.min(...Object.values(seoPlanPrices)),
  geo: 1999,
  cro: 1499,
  shopify: 2999,
  saas: Math.min(...Object.values(saasOfferPrices)),
} as const

/** Each service's headline figure; GEO's is one maker's: assistants' users do not add up. */
export const serviceMetrics = {
  seo: {
    kind: 'percentIncrease',
    value: 2.86,
    source: { ...ourRecords, periodMonths: seoResultsPeriodMonths },
  },
  geo: { kind: 'count', value: chatGptAudience.users, plus: false, source: chatGptAudience.source },
  cro: { kind: 'percentIncrease', value: 0.42, source: ourRecords },
  shopify: {
    kind: 'price',
    value: startingPrices.shopify,
    currency: 'USD',
    source: { kind: 'priceList' },
  },
  saas: {
    kind: 'price',
    value: startingPrices.saas,
    currency: 'USD',
    source: { kind: 'priceList' },
  },
} as const satisfies Record<ServiceId, Figure>

const croRateStep = 0.5
const croCurrentRate = 2

export const croCalculatorRanges = {
  visitors: { min: 1_000, max: 100_000, step: 1_000, default: 10_000 },
  currentRate: { min: 0.5, max: 10, step: croRateStep, default: croCurrentRate },
  // Rounded down to a slider step: the example never beats the average the page states.
  optimizedRate: {
    min: 0.5,
    max: 10,
    step: croRateStep,
    default:
      Math.floor((croCurrentRate * (1 + serviceMetrics.cro.value)) / croRateStep) * croRateStep,
  },
} as const
