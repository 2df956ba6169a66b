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
  /** Extra customers in whole percent of today's; `null` with none today, as no percentage of nothing exists. */
  revenueIncreasePercent: number | null
}

/** customers = round(visitors x rate / 100) for both rates; revenue grows with customers (same order value). */
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
