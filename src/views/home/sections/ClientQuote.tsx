import { useTranslation } from 'react-i18next'

import { Reveal } from '../../../components/Reveal/Reveal'
import { Section } from '../../../components/Section/Section'
import { featuredTestimonialId } from '../../../content/testimonials'
import { ReviewScore } from '../../../features/testimonials/ReviewScore'
import { TestimonialQuote } from '../../../features/testimonials/TestimonialQuote'
import styles from './ClientQuote.module.css'

export function ClientQuote() {
  const { t } = useTranslation('home')
  return (
    <Section
      headingId="home-quote"
      tone="tinted"
      pattern="quote"
      title={t('quote.title')}
      hideTitle
    >
      <Reveal className={styles.quote}>
        <TestimonialQuote id={featuredTestimonialId} />
        <ReviewScore />
      </Reveal>
    </Section>
  )
}
