import type { Metric } from '../../content/metric'
import { formatCountPlus, formatMoney, formatPercent } from './format.ts'
import type { Formatting } from './formatting'

/** A figure as the locale writes it: "500+", "98%", "+286%", "$2,999", "$2.4M". */
export function formatMetric(formatting: Formatting, metric: Metric): string {
  switch (metric.kind) {
    case 'count':
      return formatCountPlus(formatting, metric.value)
    case 'percent':
      return formatPercent(formatting, metric.value)
    case 'percentIncrease':
      return formatPercent(formatting, metric.value, { signed: true })
    case 'price':
      return formatMoney(formatting, metric.value, metric.currency)
  }
}
