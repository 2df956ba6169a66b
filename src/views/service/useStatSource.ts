import type { Stat } from '../../components/StatGrid/StatGrid'
import { useCompanyStat } from '../../components/StatGrid/useCompanyStat'
import type { CompanyStatId } from '../../content/company'
import { serviceMetrics } from '../../content/services'
import { formatMetric } from '../../features/i18n/formatMetric'
import { useFormatting } from '../../features/i18n/formatting'

export type StatSource = CompanyStatId | { service: keyof typeof serviceMetrics; label: string }

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
