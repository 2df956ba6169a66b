import type { Metric } from '../../content/metric'
import { formatCount, formatCountPlus, formatMoney, formatPercent } from './format.ts'
import type { Formatting } from './formatting'

export function formatMetric(formatting: Formatting, metric: Metric): string {
  switch (metric.kind) {
    case 'count':
      return metric.plus
        ? formatCountPlus(formatting, metric.value)
        : formatCount(formatting, metric.value)
    case 'percent':
      return formatPercent(formatting, metric.value)
    case 'percentIncrease':
      return formatPercent(formatting, metric.value, { signed: true })
    case 'price':
      return formatMoney(formatting, metric.value, metric.currency)
  }
}
