import type { ClientId } from './clients'

export const shopifyPortfolioIds = [
  'casa-verde',
  'solaris-outdoor',
  'brasa-coffee',
  'maple-ridge',
  'pampa-pets',
  'costa-azul',
] as const satisfies readonly ClientId[]

/** A self-drawn seal, not Shopify's logo, whose use its brand rules restrict. */
export const SHOPIFY_PARTNER_PICTURE = 'shopify-partner'
