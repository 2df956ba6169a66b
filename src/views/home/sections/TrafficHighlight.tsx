import { useTranslation } from 'react-i18next'

import { Section } from '../../../components/Section/Section'
import { StatGrid } from '../../../components/StatGrid/StatGrid'
import { useCompanyStat } from '../../../components/StatGrid/useCompanyStat'
import { homeHighlights } from '../../../content/company'
import { formatCountPlus, formatPercent, formatSeconds } from '../../../features/i18n/format'
import { useLocale } from '../../../features/i18n/useLocale'
import styles from './TrafficHighlight.module.css'

/** The 247% block: the headline result, then load time, years and revenue. */
export function TrafficHighlight() {
  const { t } = useTranslation('home')
  const locale = useLocale()
  const companyStat = useCompanyStat()
  const { trafficIncrease, loadTimeSeconds, searchExperienceYears } = homeHighlights
  return (
    <Section
      headingId="home-results"
      tone="tinted"
      title={
        <>
          <span className={styles.figure}>{formatPercent(locale, trafficIncrease)}</span>{' '}
          <span className={styles.label}>{t('results.title')}</span>
        </>
      }
      intro={t('results.text')}
    >
      <StatGrid
        stats={[
          { value: formatSeconds(locale, loadTimeSeconds), label: t('results.loadTime') },
          {
            value: formatCountPlus(locale, searchExperienceYears),
            label: t('results.searchYears'),
          },
          companyStat('revenueGenerated'),
        ]}
      />
    </Section>
  )
}
