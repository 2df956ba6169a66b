/** What the visitor enters: monthly visitors and two conversion rates, in percent. */
export interface ConversionScenario {
  visitors: number
  currentRatePercent: number
  optimizedRatePercent: number
}

export interface CustomerProjection {
  currentCustomers: number
  optimizedCustomers: number
  /** Negative when the optimized rate is the lower one. */
  extraCustomers: number
  /**
   * Extra customers as a share of today's, in whole percent. `null` when there are no customers
   * today: no increase over nothing can be stated as a percentage.
   */
  revenueIncreasePercent: number | null
}

/**
 * The CRO calculator's formulas: customers = round(visitors x rate / 100) for
 * both rates, extra = optimized - current, increase = round(extra / current x 100). Revenue is
 * taken to grow with customers (the same average order value).
 */
export function projectCustomers({
  visitors,
  currentRatePercent,
  optimizedRatePercent,
}: ConversionScenario): CustomerProjection {
  const currentCustomers = Math.round((visitors * currentRatePercent) / 100)
  const optimizedCustomers = Math.round((visitors * optimizedRatePercent) / 100)
  const extraCustomers = optimizedCustomers - currentCustomers
  return {
    currentCustomers,
    optimizedCustomers,
    extraCustomers,
    revenueIncreasePercent:
      currentCustomers === 0 ? null : Math.round((extraCustomers / currentCustomers) * 100),
  }
}
