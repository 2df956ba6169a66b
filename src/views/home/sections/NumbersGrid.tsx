import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/Section/Section'
import { StatGrid } from '../../../components/StatGrid/StatGrid'
import { companyStats } from '../../../content/company'
import { serviceMetrics } from '../../../content/services'
import { formatCountPlus, formatPercent } from '../../../features/i18n/format'
import { useLocale } from '../../../features/i18n/useLocale'

/** Six figures that sum up the agency's record. */
export function NumbersGrid() {
  const { t } = useTranslation('home')
  const locale = useLocale()
  const { clientsServed, projects, clientSatisfaction, clientRetention } = companyStats
  return (
    <Section headingId="home-numbers" title={t('numbers.title')} intro={t('numbers.intro')}>
      <StatGrid
        stats={[
          {
            value: formatCountPlus(locale, clientsServed.value),
            label: t('common:stats.clientsServed'),
          },
          { value: formatCountPlus(locale, projects.value), label: t('common:stats.projects') },
          {
            value: formatPercent(locale, serviceMetrics.seo.value, { signed: true }),
            label: t('numbers.traffic'),
          },
          {
            value: formatPercent(locale, serviceMetrics.cro.value, { signed: true }),
            label: t('numbers.conversion'),
          },
          {
            value: formatPercent(locale, clientSatisfaction.value),
            label: t('common:stats.clientSatisfaction'),
          },
          {
            value: formatPercent(locale, clientRetention.value),
            label: t('common:stats.clientRetention'),
          },
        ]}
      />
    </Section>
  )
}
