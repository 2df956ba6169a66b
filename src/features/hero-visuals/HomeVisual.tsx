import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { serviceMetrics } from '../../content/services'
import { formatMetric } from '../i18n/formatMetric'
import { useFormatting } from '../i18n/formatting'
import styles from './HomeVisual.module.css'
import { CheckFloat, Frame } from './parts'
import shared from './visual.module.css'

/** The chart's curve as an index of month one (100), ending at the SEO clients' average rise; its shape is drawn. */
function trafficCurve(): number[] {
  const end = 100 * (1 + serviceMetrics.seo.value)
  return Array.from({ length: 13 }, (_, month) => 100 + (end - 100) * (month / 12) ** 1.6)
}

export function HomeVisual() {
  const { t } = useTranslation('home')
  const formatting = useFormatting()
  const curve = trafficCurve()
  const top = Math.max(...curve)
  const line = curve.map((value, month) => `${month * 25},${118 - (value / top) * 100}`).join(' ')
  return (
    <Frame>
      <div className={`${shared.card} ${styles.report}`}>
        <p className={`${shared.row} ${styles.head}`}>
          <span className={`${shared.icon} ${shared.accent}`}>
            <Icon name="trending-up" size={16} />
          </span>
          <span>
            <span className={shared.title}>{t('visual.organicTraffic')}</span>
            <span className={`${shared.muted} ${shared.small}`}>{t('visual.basis')}</span>
          </span>
        </p>
        <div className={styles.plot}>
          <svg className={styles.chart} viewBox="0 0 300 120" preserveAspectRatio="none">
            <defs>
              <linearGradient id="home-visual-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="#22d3ee" stopOpacity="0.3" />
                <stop offset="1" stopColor="#22d3ee" stopOpacity="0" />
              </linearGradient>
            </defs>
            <path className={styles.grid} d="M0 30H300M0 60H300M0 90H300" />
            <polygon points={`0,120 ${line} 300,120`} fill="url(#home-visual-fill)" />
            <polyline className={shared.line} points={line} />
          </svg>
          <p className={styles.result}>
            <span className={`${shared.figure} ${shared.good} ${styles.figure}`}>
              {formatMetric(formatting, serviceMetrics.seo)}
            </span>
            <span className={shared.muted}>{t('visual.period')}</span>
          </p>
        </div>
      </div>
      <CheckFloat text={t('speed.point.vitals.title')} />
    </Frame>
  )
}
