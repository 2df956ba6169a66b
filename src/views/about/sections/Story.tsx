import { useTranslation } from 'react-i18next'

import { Section } from '../../../components/Section/Section'
import { locales } from '../../../config/locales'
import { site } from '../../../config/site'
import { formatInteger } from '../../../features/i18n/format'
import { useFormatting } from '../../../features/i18n/formatting'
import styles from './Story.module.css'

const PARAGRAPHS = ['p1', 'p2', 'p3'] as const

export function Story() {
  const { t } = useTranslation('about')
  const formatting = useFormatting()
  const facts = [
    [t('story.facts.founded'), String(site.foundingYear)],
    [t('story.facts.headquarters'), t('story.facts.headquartersCity')],
    [t('story.facts.countries'), formatInteger(formatting, site.areaServed.length)],
    // The team works in every language the site is published in.
    [t('story.facts.languages'), formatInteger(formatting, locales.length)],
  ]
  return (
    <Section headingId="about-story" title={t('story.title')} pattern="split">
      <div className={styles.layout}>
        <div className={styles.story}>
          {PARAGRAPHS.map((id) => (
            <p key={id}>{t(`story.${id}`, { name: site.name })}</p>
          ))}
        </div>
        <aside className={styles.facts} aria-labelledby="about-facts">
          <h3 id="about-facts" className={styles.factsTitle}>
            {t('story.facts.title')}
          </h3>
          <dl>
            {facts.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </Section>
  )
}
