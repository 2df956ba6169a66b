import type { Stat } from '../../components/StatGrid/StatGrid'
import { serviceMetrics } from '../../content/services'
import { formatMetric } from '../../features/i18n/formatMetric'
import { useLocale } from '../../features/i18n/useLocale'

/** Turns a service's headline figure into a stat: its value in the page's locale, and a label. */
export function useServiceStat(): (id: keyof typeof serviceMetrics, label: string) => Stat {
  const locale = useLocale()
  return (id, label) => ({ value: formatMetric(locale, serviceMetrics[id]), label })
}
