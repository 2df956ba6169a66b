import { useTranslation } from 'react-i18next'

import { type CompanyStatId, companyStats } from '../../content/company'
import { formatMetric } from '../../features/i18n/formatMetric'
import { useFormatting } from '../../features/i18n/formatting'
import type { Stat } from './StatGrid'

/** Turns one of the agency's headline figures into a stat: its value in the page's locale and its label. */
export function useCompanyStat(): (id: CompanyStatId) => Stat {
  const { t } = useTranslation()
  const formatting = useFormatting()
  return (id: CompanyStatId) => ({
    value: formatMetric(formatting, companyStats[id]),
    label: t(`stats.${id}`),
    source: companyStats[id].source,
  })
}
