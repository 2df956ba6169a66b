import { describe, expect, it } from 'vitest'

import { saasOfferFeatures, saasOfferPrices } from './saas'
import { seoPlanFeatures, seoPlanPrices, startingPrices } from './services'

// The figures themselves are the spec's, shown on the pages and checked there; these tests
// check what is derived from them, so a changed plan price cannot leave a stale "from" price.
describe('service figures', () => {
  it('starts SEO and SaaS at their cheapest plan or offer', () => {
    const cheapest = (prices: Record<string, number>) =>
      Object.values(prices).sort((a, b) => a - b)[0]
    expect(startingPrices.seo).toBe(cheapest(seoPlanPrices))
    expect(startingPrices.saas).toBe(cheapest(saasOfferPrices))
  })

  it('gives each SEO plan five features and each SaaS offer ten', () => {
    for (const features of Object.values(seoPlanFeatures)) expect(features).toHaveLength(5)
    for (const features of Object.values(saasOfferFeatures)) expect(features).toHaveLength(10)
  })
})
