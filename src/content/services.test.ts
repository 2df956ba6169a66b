import { describe, expect, it } from 'vitest'

import { saasOfferPrices } from './saas'
import { seoPlanPrices, startingPrices } from './services'

// A changed plan price must not leave a stale "from" price; the figures themselves are checked on the pages.
describe('service figures', () => {
  it('starts SEO and SaaS at their cheapest plan or offer', () => {
    const cheapest = (prices: Record<string, number>) =>
      Object.values(prices).sort((a, b) => a - b)[0]
    expect(startingPrices.seo).toBe(cheapest(seoPlanPrices))
    expect(startingPrices.saas).toBe(cheapest(saasOfferPrices))
  })
})
