import type { ClientId } from './clients'

/**
 * The Shopify stores shown on the Shopify page, by client. Their descriptions are in `locales/`;
 * each store's result is the client's headline result in `clients.ts`.
 */
export const shopifyPortfolioIds = [
  'casa-verde',
  'solaris-outdoor',
  'brasa-coffee',
  'maple-ridge',
  'pampa-pets',
  'costa-azul',
] as const satisfies readonly ClientId[]

/**
 * The Shopify Partner seal in the picture sprite (tooling/pictureSprite.ts): a self-drawn SVG in
 * `badges/shopify-partner.svg`, not Shopify's logo, whose use its brand rules restrict.
 */
export const SHOPIFY_PARTNER_PICTURE = 'shopify-partner'
