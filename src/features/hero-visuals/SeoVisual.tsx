import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { CardHeader, Frame } from './parts'
import styles from './SeoVisual.module.css'
import shared from './visual.module.css'

/** Six months of an example site's organic traffic, as a rising line in a 300 x 120 box. */
const TRAFFIC_LINE =
  'M0 104 C30 102 45 96 60 94 S100 86 120 80 S160 66 180 60 S220 40 240 36 S280 18 300 12'
const MONTHS = [1, 6] as const

const RANK = { before: 9, after: 2 } as const

export function SeoVisual() {
  const { t } = useTranslation('seo')
  const site = t('common:heroVisual.clientSite')
  return (
    <Frame>
      <div className={shared.card}>
        <CardHeader>{t('visual.traffic')}</CardHeader>
        <svg
          className={styles.chart}
          viewBox="0 0 300 120"
          width="300"
          height="120"
          focusable="false"
        >
          <defs>
            <linearGradient id="seo-visual-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#22d3ee" stopOpacity="0.35" />
              <stop offset="1" stopColor="#22d3ee" stopOpacity="0" />
            </linearGradient>
          </defs>
          <path className={styles.grid} d="M0 30H300M0 60H300M0 90H300" />
          <path d={`${TRAFFIC_LINE} V120 H0 Z`} fill="url(#seo-visual-fill)" />
          <path className={`${shared.line} ${styles.line}`} d={TRAFFIC_LINE} pathLength={1} />
          <circle className={styles.halo} cx="300" cy="12" r="9" />
          <circle className={styles.dot} cx="300" cy="12" r="4" />
        </svg>
        <p className={`${shared.small} ${shared.muted} ${styles.axis}`}>
          {MONTHS.map((month) => (
            <span key={month}>{t('visual.month', { month })}</span>
          ))}
        </p>
      </div>
      <div className={`${shared.card} ${shared.float} ${styles.results}`}>
        <p className={`${shared.row} ${styles.query}`}>
          <Icon name="search" size={14} />
          {t('visual.query')}
        </p>
        <ol className={styles.ranks}>
          <li className={shared.row}>
            <span className={`${shared.bar} ${styles.other}`} />
          </li>
          <li className={`${shared.row} ${styles.ours}`}>
            <span className={`${shared.title} ${styles.site}`}>{site}</span>
            <span className={`${shared.row} ${shared.tight} ${shared.good} ${styles.climb}`}>
              <Icon name="trending-up" size={14} />
              {RANK.before - RANK.after}
            </span>
          </li>
          <li className={shared.row}>
            <span className={`${shared.bar} ${styles.other}`} />
          </li>
        </ol>
      </div>
    </Frame>
  )
}
