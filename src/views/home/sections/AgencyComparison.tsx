import { useTranslation } from 'react-i18next'

import { ComparisonTable } from '../../../components/ComparisonTable/ComparisonTable'
import { Section } from '../../../components/Section/Section'
import { site } from '../../../config/site'

/** The rows, in order; each has a feature, our answer and the typical agency's in `locales/`. */
const ROWS = ['ai', 'geo', 'firstResults', 'reporting', 'contract', 'team'] as const

export function AgencyComparison() {
  const { t } = useTranslation('home')
  return (
    <Section
      headingId="home-comparison"
      pattern="table"
      title={t('comparison.title', { name: site.name })}
      intro={t('comparison.intro')}
    >
      <ComparisonTable
        caption={t('comparison.caption', { name: site.name })}
        headers={[t('comparison.feature'), site.name, t('comparison.others')]}
        rows={ROWS.map((id) => ({
          id,
          feature: t(`comparison.row.${id}.feature`),
          answers: [t(`comparison.row.${id}.us`), t(`comparison.row.${id}.others`)],
        }))}
      />
    </Section>
  )
}
