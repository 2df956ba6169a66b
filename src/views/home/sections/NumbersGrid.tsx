import { useTranslation } from 'react-i18next'

import { Section } from '../../../components/Section/Section'
import { StatGrid } from '../../../components/StatGrid/StatGrid'
import { useCompanyStat } from '../../../components/StatGrid/useCompanyStat'
import { serviceMetrics } from '../../../content/services'
import { formatMetric } from '../../../features/i18n/formatMetric'
import { useFormatting } from '../../../features/i18n/formatting'

export function NumbersGrid() {
  const { t } = useTranslation('home')
  const formatting = useFormatting()
  const companyStat = useCompanyStat()
  return (
    <Section
      headingId="home-numbers"
      tone="tinted"
      pattern="figure"
      title={t('numbers.title')}
      intro={t('numbers.intro')}
    >
      <StatGrid
        lead
        stats={[
          companyStat('clientsServed'),
          companyStat('projects'),
          {
            value: formatMetric(formatting, serviceMetrics.seo),
            label: t('numbers.traffic'),
            source: serviceMetrics.seo.source,
          },
          {
            value: formatMetric(formatting, serviceMetrics.cro),
            label: t('numbers.conversion'),
            source: serviceMetrics.cro.source,
          },
          companyStat('clientSatisfaction'),
          companyStat('clientRetention'),
        ]}
      />
    </Section>
  )
}
