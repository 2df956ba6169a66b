import type { Stat } from '../../components/StatGrid/StatGrid'
import { useCompanyStat } from '../../components/StatGrid/useCompanyStat'
import type { CompanyStatId } from '../../content/company'
import { serviceMetrics } from '../../content/services'
import { formatMetric } from '../../features/i18n/formatMetric'
import { useFormatting } from '../../features/i18n/formatting'

/**
 * A figure a service page's row of stats shows: one of the agency's, by its id (its label is
 * shared), or a service's own headline figure with the label the page gives it.
 */
export type StatSource = CompanyStatId | { service: keyof typeof serviceMetrics; label: string }

/** Turns a stat's source into the stat: its value in the page's locale, and its label. */
export function useStatSource(): (source: StatSource) => Stat {
  const formatting = useFormatting()
  const companyStat = useCompanyStat()
  return (source) =>
    typeof source === 'string'
      ? companyStat(source)
      : {
          value: formatMetric(formatting, serviceMetrics[source.service]),
          label: source.label,
          source: serviceMetrics[source.service].source,
        }
}
