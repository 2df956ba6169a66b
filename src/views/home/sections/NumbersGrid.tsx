import { useTranslation } from 'react-i18next'

import { Section } from '../../../components/Section/Section'
import { StatGrid } from '../../../components/StatGrid/StatGrid'
import { type StatSource, useStatSource } from '../../service/useStatSource'

export function NumbersGrid() {
  const { t } = useTranslation('home')
  const stat = useStatSource()
  const sources: StatSource[] = [
    'clientsServed',
    'projects',
    { service: 'seo', label: t('numbers.traffic') },
    { service: 'cro', label: t('numbers.conversion') },
    'clientSatisfaction',
    'clientRetention',
  ]
  return (
    <Section
      headingId="home-numbers"
      tone="tinted"
      pattern="figure"
      title={t('numbers.title')}
      intro={t('numbers.intro')}
    >
      <StatGrid lead stats={sources.map(stat)} />
    </Section>
  )
}
