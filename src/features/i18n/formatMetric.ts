import type { Locale } from '../../config/locales'
import type { Metric } from '../../content/metric'
import { formatCountPlus, formatMoney, formatPercent } from './format'

/** A figure as the locale writes it: "500+", "98%", "+286%", "$2,999", "$2.4M". */
export function formatMetric(locale: Locale, metric: Metric): string {
  switch (metric.kind) {
    case 'count':
      return formatCountPlus(locale, metric.value)
    case 'percent':
      return formatPercent(locale, metric.value)
    case 'percentIncrease':
      return formatPercent(locale, metric.value, { signed: true })
    case 'price':
      return formatMoney(locale, metric.value, metric.currency)
  }
}
