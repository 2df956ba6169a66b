import { describe, expect, it } from 'vitest'

import { saasOfferFeatures, saasOfferPrices } from './saas'
import { seoPlanFeatures, seoPlanPrices, serviceMetrics, startingPrices } from './services'

describe('service figures', () => {
  it('derives the structured-data starting prices from the plans', () => {
    expect(startingPrices).toEqual({ seo: 999, geo: 1999, cro: 1499, shopify: 2999, saas: 12000 })
  })

  it('prices the SEO plans and the SaaS offers, each with its feature list', () => {
    expect(seoPlanPrices).toEqual({ starter: 999, growth: 2499, scale: 4999 })
    expect(Object.values(seoPlanFeatures).map((features) => features.length)).toEqual([5, 5, 5])
    expect(saasOfferPrices).toEqual({ saas: 15000, crm: 12000, mobile: 18000 })
    expect(Object.values(saasOfferFeatures).map((features) => features.length)).toEqual([
      10, 10, 10,
    ])
  })

  it("counts GEO's reach as the four assistants' users together: 340M", () => {
    expect(serviceMetrics.geo.value).toBe(340_000_000)
  })
})
