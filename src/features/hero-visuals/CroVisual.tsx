import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { formatPercent } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'
import styles from './CroVisual.module.css'
import { CardHeader, Frame } from './parts'
import shared from './visual.module.css'

const VARIANTS = [
  { name: 'A', rate: 0.024 },
  { name: 'B', rate: 0.031 },
] as const
const WINNER = 'B'
/** The bars' full width: a little above the higher rate, so neither bar fills its track. */
const SCALE = 0.04

export function CroVisual() {
  const { t } = useTranslation('cro')
  const formatting = useFormatting()
  return (
    <Frame>
      <div className={shared.card}>
        <CardHeader>{t('visual.title')}</CardHeader>
        <ul className={styles.variants}>
          {VARIANTS.map(({ name, rate }) => (
            <li key={name} className={name === WINNER ? styles.winner : styles.variant}>
              <p className={`${shared.title} ${styles.name}`}>{t('visual.variant', { name })}</p>
              {name === WINNER && (
                <span
                  className={`${shared.row} ${shared.tight} ${shared.pill} ${shared.good} ${shared.small} ${styles.badge}`}
                >
                  <Icon name="check" size={12} strokeWidth={3} />
                  {t('visual.winner')}
                </span>
              )}
              <span className={styles.page}>
                <span className={styles.image} />
                <span className={`${shared.bar} ${styles.line}`} />
                <span className={`${shared.bar} ${styles.short}`} />
                <span className={styles.button} />
              </span>
              <p className={`${shared.small} ${shared.muted}`}>{t('visual.rate')}</p>
              <p className={`${shared.figure} ${styles.rate}`}>
                {formatPercent(formatting, rate, { fractionDigits: 1 })}
              </p>
              {/* An SVG bar: its width is an attribute, which the CSP's style-src 'self' allows. */}
              <svg
                className={styles.track}
                viewBox="0 0 100 6"
                width="100"
                height="6"
                preserveAspectRatio="none"
              >
                <rect width="100" height="6" rx="3" />
                <rect className={styles.fill} width={(rate / SCALE) * 100} height="6" rx="3" />
              </svg>
            </li>
          ))}
        </ul>
        <p className={`${shared.small} ${shared.muted} ${styles.split}`}>{t('visual.split')}</p>
      </div>
    </Frame>
  )
}
