import { useTranslation } from 'react-i18next'

import { Section } from '../../../components/Section/Section'
import { StatGrid } from '../../../components/StatGrid/StatGrid'
import { useCompanyStat } from '../../../components/StatGrid/useCompanyStat'
import { qualityTargets } from '../../../content/company'
import { serviceMetrics } from '../../../content/services'
import { HomeVisual } from '../../../features/hero-visuals/HomeVisual'
import { formatSeconds } from '../../../features/i18n/format'
import { formatMetric } from '../../../features/i18n/formatMetric'
import { useFormatting } from '../../../features/i18n/formatting'
import styles from './TrafficHighlight.module.css'

export function TrafficHighlight() {
  const { t } = useTranslation('home')
  const formatting = useFormatting()
  const companyStat = useCompanyStat()
  return (
    <Section
      headingId="home-results"
      tone="tinted"
      pattern="split"
      title={
        <>
          <span className={styles.figure}>{formatMetric(formatting, serviceMetrics.seo)}</span>{' '}
          <span className={styles.label}>{t('numbers.traffic')}</span>
        </>
      }
    >
      <div className={styles.split}>
        <div>
          <p className={styles.intro}>{t('results.text')}</p>
          <StatGrid
            stats={[
              {
                value: t('results.loadTimeValue', {
                  value: formatSeconds(formatting, qualityTargets.loadTimeSeconds),
                }),
                label: t('results.loadTime'),
                source: qualityTargets.source,
              },
              companyStat('yearsInBusiness'),
            ]}
          />
        </div>
        <div className={styles.visual} data-section-visual>
          <HomeVisual />
        </div>
      </div>
    </Section>
  )
}
