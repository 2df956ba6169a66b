import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { Section } from '../../components/Section/Section'
import { useFormatting } from '../../features/i18n/formatting'
import styles from './Faq.module.css'
import { faqEntries } from './faqEntries'

/** Native disclosures (<details>): they open without JavaScript. */
export function Faq() {
  const { t } = useTranslation('contact')
  const formatting = useFormatting()
  return (
    <Section headingId="contact-faq" title={t('faq.title')} tone="tinted" pattern="list">
      <div className={styles.list}>
        {faqEntries(t, formatting).map(({ question, answer }) => (
          <details key={question} className={styles.item}>
            <summary className={styles.question}>
              {question}
              <Icon name="chevron-down" size={20} className={styles.chevron} />
            </summary>
            <p className={styles.answer}>{answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
