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
