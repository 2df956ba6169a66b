import type { ClientId } from './clients'

/** The Shopify page's stores, by client; each one's result is the client's in `clients.ts`. */
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
