import { describe, expect, it } from 'vitest'

import { croCalculatorRanges } from '../../content/services'
import { projectCustomers } from './projectCustomers'

describe('CRO calculator formulas', () => {
  it('doubles customers and revenue at the defaults (10,000 visitors, 2% to 4%)', () => {
    const defaults = {
      visitors: croCalculatorRanges.visitors.default,
      currentRatePercent: croCalculatorRanges.currentRate.default,
      optimizedRatePercent: croCalculatorRanges.optimizedRate.default,
    }
    expect(projectCustomers(defaults)).toEqual({
      currentCustomers: 200,
      optimizedCustomers: 400,
      extraCustomers: 200,
      revenueIncreasePercent: 100,
    })
  })

  it('rounds customers and the percentage to whole numbers', () => {
    // 1,500 x 2.5% = 37.5 -> 38; 1,500 x 3.5% = 52.5 -> 53; 15 / 38 = 39.47% -> 39%.
    expect(
      projectCustomers({ visitors: 1500, currentRatePercent: 2.5, optimizedRatePercent: 3.5 }),
    ).toEqual({
      currentCustomers: 38,
      optimizedCustomers: 53,
      extraCustomers: 15,
      revenueIncreasePercent: 39,
    })
  })

  it('reports a loss when the optimized rate is below the current one', () => {
    expect(
      projectCustomers({ visitors: 10_000, currentRatePercent: 4, optimizedRatePercent: 1 }),
    ).toEqual({
      currentCustomers: 400,
      optimizedCustomers: 100,
      extraCustomers: -300,
      revenueIncreasePercent: -75,
    })
  })

  it('gives no percentage when there are no customers today', () => {
    expect(
      projectCustomers({ visitors: 50, currentRatePercent: 0.5, optimizedRatePercent: 10 }),
    ).toEqual({
      currentCustomers: 0,
      optimizedCustomers: 5,
      extraCustomers: 5,
      revenueIncreasePercent: null,
    })
  })

  it('shows no change when both rates are equal, at the ends of the ranges', () => {
    const { visitors, currentRate } = croCalculatorRanges
    expect(
      projectCustomers({
        visitors: visitors.max,
        currentRatePercent: currentRate.max,
        optimizedRatePercent: currentRate.max,
      }),
    ).toEqual({
      currentCustomers: 10_000,
      optimizedCustomers: 10_000,
      extraCustomers: 0,
      revenueIncreasePercent: 0,
    })
    expect(
      projectCustomers({
        visitors: visitors.min,
        currentRatePercent: currentRate.min,
        optimizedRatePercent: 10,
      }),
    ).toEqual({
      currentCustomers: 5,
      optimizedCustomers: 100,
      extraCustomers: 95,
      revenueIncreasePercent: 1900,
    })
  })
})
