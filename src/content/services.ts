import type { ServiceId } from '../routing/paths'
import { combinedAiUsers } from './aiPlatforms'
import type { Metric } from './metric'
import { saasOfferPrices } from './saas'

/**
 * Every feature an SEO plan can list; their words are in `locales/<lang>/seo.json`.
 * @public Exported for i18next-cli, which resolves the keys built from these ids through it.
 */
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

/** The five features each SEO plan lists, in order. */
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

/** How a price is paid: each month of a retainer, or once for a fixed-price project. */
export type Billing = 'month' | 'project'

/**
 * SEO, GEO and CRO are monthly retainers (their work is tracked and repeated month after
 * month); Shopify stores and custom software are fixed-price projects.
 */
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

/**
 * The headline figure of each service: SEO's 286% average traffic
 * increase in 12 months (`seoResultsPeriodMonths`, company.ts), the AI assistants' combined users GEO reaches (ChatGPT 180M+, Gemini
 * 100M+, Claude 50M+, Perplexity 10M+), CRO's 42% average conversion increase, Shopify's and
 * SaaS's starting prices.
 */
export const serviceMetrics = {
  seo: { kind: 'percentIncrease', value: 2.86 },
  geo: { kind: 'count', value: combinedAiUsers, plus: true },
  cro: { kind: 'percentIncrease', value: 0.42 },
  shopify: { kind: 'price', value: startingPrices.shopify, currency: 'USD' },
  saas: { kind: 'price', value: startingPrices.saas, currency: 'USD' },
} as const satisfies Record<ServiceId, Metric>

/** The CRO revenue calculator's sliders; rates in percent. */
export const croCalculatorRanges = {
  visitors: { min: 1_000, max: 100_000, step: 1_000, default: 10_000 },
  currentRate: { min: 0.5, max: 10, step: 0.5, default: 2 },
  optimizedRate: { min: 0.5, max: 10, step: 0.5, default: 4 },
} as const
