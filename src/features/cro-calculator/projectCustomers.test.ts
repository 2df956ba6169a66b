import { describe, expect, it } from 'vitest'

import { croCalculatorRanges } from '../../content/services'
import { projectCustomers } from './projectCustomers'

const { visitors, currentRate, optimizedRate } = croCalculatorRanges

/** What the visitor enters, then the customers today, after, the difference and the increase. */
const CASES: [string, [number, number, number], [number, number, number, number | null]][] = [
  [
    'shows a lift within the CRO average at the defaults (10,000 visitors, 2% to 2.5%)',
    [visitors.default, currentRate.default, optimizedRate.default],
    [200, 250, 50, 25],
  ],
  // 1,500 x 2.5% = 37.5 -> 38; 1,500 x 3.5% = 52.5 -> 53; 15 / 38 = 39.47% -> 39%.
  ['rounds customers and the percentage to whole numbers', [1500, 2.5, 3.5], [38, 53, 15, 39]],
  [
    'reports a loss when the optimized rate is below the current one',
    [10_000, 4, 1],
    [400, 100, -300, -75],
  ],
  ['gives no percentage when there are no customers today', [50, 0.5, 10], [0, 5, 5, null]],
  [
    'shows no change when both rates are equal, at the top of the ranges',
    [visitors.max, currentRate.max, currentRate.max],
    [10_000, 10_000, 0, 0],
  ],
  ['works from the bottom of the ranges', [visitors.min, currentRate.min, 10], [5, 100, 95, 1900]],
]

describe('CRO calculator formulas', () => {
  it.each(CASES)('%s', (_, [visitorCount, current, optimized], expected) => {
    const [currentCustomers, optimizedCustomers, extraCustomers, revenueIncreasePercent] = expected
    expect(
      projectCustomers({
        visitors: visitorCount,
        currentRatePercent: current,
        optimizedRatePercent: optimized,
      }),
    ).toEqual({ currentCustomers, optimizedCustomers, extraCustomers, revenueIncreasePercent })
  })
})
