import { useTranslation } from 'react-i18next'

import { Button } from '../../../components/Button/Button'
import { Reveal } from '../../../components/Reveal/Reveal'
import { Section } from '../../../components/Section/Section'
import {
  caseStudies,
  caseStudyFigureIds,
  caseStudyIds,
  caseStudyImageSize,
} from '../../../content/caseStudies'
import { clientName, clientResultFacts } from '../../../content/clients'
import { FigureNotes, useFigureSource } from '../../../features/figures/FigureNotes'
import { formatNumber } from '../../../features/i18n/format'
import { formatMetric } from '../../../features/i18n/formatMetric'
import { useFormatting } from '../../../features/i18n/formatting'
import { CONTACT_PATH } from '../../../routing/paths'
import styles from './CaseStudies.module.css'

export function CaseStudies() {
  const { t } = useTranslation('clients')
  const formatting = useFormatting()
  const figureSource = useFigureSource()
  return (
    <Section
      headingId="clients-case-studies"
      pattern="split"
      title={t('caseStudies.title')}
      intro={t('caseStudies.intro', { studies: caseStudyIds.length })}
    >
      <div className={styles.list}>
        {caseStudyIds.map((client) => {
          const { loadSeconds } = caseStudies[client]
          // What a case study's text names: the result's period, the load time it started from.
          const facts = {
            ...clientResultFacts(client),
            seconds: loadSeconds && formatNumber(formatting, loadSeconds.before),
          }
          return (
            <Reveal key={client}>
              <article className={styles.study} aria-labelledby={`case-${client}`}>
                <img
                  className={styles.image}
                  src={caseStudies[client].image}
                  alt={t(`caseStudies.${client}.imageAlt`)}
                  width={caseStudyImageSize.width}
                  height={caseStudyImageSize.height}
                  loading="lazy"
                  decoding="async"
                />
                <div className={styles.body}>
                  <h3 id={`case-${client}`} className={styles.client}>
                    {clientName(client)}
                  </h3>
                  <h4 className={styles.label}>{t('caseStudies.challenge')}</h4>
                  <p className={styles.text}>{t(`caseStudies.${client}.challenge`, facts)}</p>
                  <h4 className={styles.label}>{t('caseStudies.solution')}</h4>
                  <p className={styles.text}>{t(`caseStudies.${client}.solution`)}</p>
                  <h4 className={styles.label}>{t('caseStudies.results')}</h4>
                  <dl className={styles.results}>
                    {caseStudyFigureIds.map((id) => (
                      <div key={id} className={styles.result}>
                        <dt>{t(`caseStudies.${client}.results.${id}`, facts)}</dt>
                        <dd {...figureSource(caseStudies[client].results[id].source)}>
                          {formatMetric(formatting, caseStudies[client].results[id])}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <FigureNotes
                    sources={caseStudyFigureIds.map((id) => caseStudies[client].results[id].source)}
                  />
                  <Button
                    to={CONTACT_PATH}
                    cta={`case-study-${client}`}
                    variant="gradient"
                    className={styles.cta}
                  >
                    {t('caseStudies.cta')}
                  </Button>
                </div>
              </article>
            </Reveal>
          )
        })}
      </div>
    </Section>
  )
}
