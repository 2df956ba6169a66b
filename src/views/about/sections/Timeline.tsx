import { useTranslation } from 'react-i18next'

import { Reveal } from '../../../components/Reveal/Reveal'
import { Section } from '../../../components/Section/Section'
import { companyStats } from '../../../content/company'
import { timelineIds, timelineYears } from '../../../content/history'
import { formatInteger } from '../../../features/i18n/format'
import { useFormatting } from '../../../features/i18n/formatting'
import styles from './Timeline.module.css'

export function Timeline() {
  const { t } = useTranslation('about')
  const formatting = useFormatting()
  const projects = formatInteger(formatting, companyStats.projects.value)
  return (
    <Section
      headingId="about-timeline"
      title={t('timeline.title')}
      intro={t('timeline.intro')}
      pattern="timeline"
    >
      <ol className={styles.timeline}>
        {timelineIds.map((id) => (
          <li key={id} className={styles.entry}>
            <Reveal>
              <p className={styles.year}>
                <time dateTime={String(timelineYears[id])}>{timelineYears[id]}</time>
              </p>
              <h3 className={styles.event}>{t(`timeline.${id}.event`)}</h3>
              <p className={styles.text}>{t(`timeline.${id}.text`, { projects })}</p>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  )
}
