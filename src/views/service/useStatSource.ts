import type { Stat } from '../../components/StatGrid/StatGrid'
import { useCompanyStat } from '../../components/StatGrid/useCompanyStat'
import type { CompanyStatId } from '../../content/company'
import { serviceMetrics } from '../../content/services'
import { formatMetric } from '../../features/i18n/formatMetric'
import { useFormatting } from '../../features/i18n/formatting'

/** One of the agency's figures by id, or a service's own with the page's label. */
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
