import { useTranslation } from 'react-i18next'

import { ClientWordmark } from '../../../components/ClientWordmark/ClientWordmark'
import { Reveal } from '../../../components/Reveal/Reveal'
import { Section } from '../../../components/Section/Section'
import { clientIds } from '../../../content/clients'
import { companyStats } from '../../../content/company'
import { featuredTestimonialId } from '../../../content/testimonials'
import { formatCountPlus } from '../../../features/i18n/format'
import { useFormatting } from '../../../features/i18n/formatting'
import { ReviewScore } from '../../../features/testimonials/ReviewScore'
import { TestimonialQuote } from '../../../features/testimonials/TestimonialQuote'
import styles from './GoodCompany.module.css'

/** "Good company": the clients we name, one of them in their own words, and our review score. */
export function GoodCompany() {
  const { t } = useTranslation('home')
  const formatting = useFormatting()
  return (
    <Section
      headingId="home-clients"
      tone="tinted"
      title={t('clients.title')}
      intro={t('clients.intro', {
        clients: formatCountPlus(formatting, companyStats.clientsServed.value),
      })}
    >
      <Reveal>
        <ul className={styles.names}>
          {clientIds.map((id) => (
            <li key={id}>
              <ClientWordmark id={id} />
            </li>
          ))}
        </ul>
      </Reveal>
      <Reveal>
        <div className={styles.testimonial}>
          <TestimonialQuote id={featuredTestimonialId} />
        </div>
        <ReviewScore />
      </Reveal>
    </Section>
  )
}
