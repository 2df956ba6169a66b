import type { ServiceMetric } from '../../content/services'
import { formatCountPlus, formatMoney, formatPercent } from '../i18n/format'
import type { Locale } from '../i18n/locales'

/** A service's headline figure as the locale writes it: "+286%", "340M+", "$2,999". */
export function formatServiceMetric(locale: Locale, metric: ServiceMetric): string {
  switch (metric.kind) {
    case 'percentIncrease':
      return formatPercent(locale, metric.value, { signed: true })
    case 'count':
      return formatCountPlus(locale, metric.value)
    case 'price':
      return formatMoney(locale, metric.value, metric.currency)
  }
}
