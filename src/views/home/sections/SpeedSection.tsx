import { useTranslation } from 'react-i18next'

import { Icon } from '../../../components/Icon/Icon'
import { Reveal } from '../../../components/Reveal/Reveal'
import { Section } from '../../../components/Section/Section'
import { qualityTargets } from '../../../content/company'
import { formatCountPlus } from '../../../features/i18n/format'
import { useFormatting } from '../../../features/i18n/formatting'
import styles from './SpeedSection.module.css'

const POINTS = ['vitals', 'images', 'edge'] as const

export function SpeedSection() {
  const { t } = useTranslation('home')
  const formatting = useFormatting()
  return (
    <Section
      headingId="home-speed"
      tone="dark"
      pattern="split"
      title={t('speed.title')}
      intro={t('speed.intro')}
    >
      <div className={styles.layout}>
        <ul className={styles.points}>
          {POINTS.map((id) => (
            <li key={id}>
              <Icon name="check" size={20} className={styles.check} />
              <span>
                <strong>{t(`speed.point.${id}.title`)}</strong> {t(`speed.point.${id}.text`)}
              </span>
            </li>
          ))}
        </ul>
        <Reveal className={styles.badgeWrap}>
          <p className={styles.badge}>
            <span className={styles.score}>
              {formatCountPlus(formatting, qualityTargets.lighthouseScore)}
            </span>
            <span className={styles.badgeLabel}>{t('speed.badge')}</span>
          </p>
        </Reveal>
      </div>
    </Section>
  )
}
