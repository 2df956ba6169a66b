import type { ClientId } from './clients'
import type { Metric } from './metric'

/** The Shopify stores shown on the Shopify page, by client; their descriptions are in `locales/`. */
export const shopifyPortfolioIds = [
  'casa-verde',
  'solaris-outdoor',
  'brasa-coffee',
  'maple-ridge',
  'pampa-pets',
  'costa-azul',
] as const satisfies readonly ClientId[]

export type ShopifyPortfolioId = (typeof shopifyPortfolioIds)[number]

/** Each store's headline result after our work (Casa Verde's matches its testimonial). */
export const shopifyResults: Record<ShopifyPortfolioId, Metric> = {
  'casa-verde': { kind: 'percentIncrease', value: 2.47 },
  'solaris-outdoor': { kind: 'percentIncrease', value: 1.12 },
  'brasa-coffee': { kind: 'percentIncrease', value: 0.38 },
  'maple-ridge': { kind: 'percentIncrease', value: 0.64 },
  'pampa-pets': { kind: 'percentIncrease', value: 0.91 },
  'costa-azul': { kind: 'percentIncrease', value: 0.55 },
}
