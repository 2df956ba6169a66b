import { useTranslation } from 'react-i18next'

import { type CompanyStatId, companyStats } from '../../content/company'
import { formatMetric } from '../../features/i18n/formatMetric'
import { useFormatting } from '../../features/i18n/formatting'
import type { Stat } from './StatGrid'

export function useCompanyStat(): (id: CompanyStatId) => Stat {
  const { t } = useTranslation()
  const formatting = useFormatting()
  return (id: CompanyStatId) => ({
    value: formatMetric(formatting, companyStats[id]),
    label: t(`stats.${id}`),
    source: companyStats[id].source,
  })
}
