import { Quote, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Reveal } from '../../../components/Reveal/Reveal'
import { Section } from '../../../components/Section/Section'
import { clientName, clients, featuredTestimonial } from '../../../content/clients'
import { companyStats, reviewRating } from '../../../content/company'
import { formatCountPlus, formatDecimal } from '../../../features/i18n/format'
import { useLocale } from '../../../features/i18n/useLocale'
import styles from './GoodCompany.module.css'

/** "Good company": the clients we name, one of them in their own words, and our review score. */
export function GoodCompany() {
  const { t } = useTranslation('home')
  const locale = useLocale()
  const rating = formatDecimal(locale, reviewRating.value)
  return (
    <Section
      headingId="home-clients"
      tone="tinted"
      title={t('clients.title')}
      intro={t('clients.intro', {
        clients: formatCountPlus(locale, companyStats.clientsServed.value),
      })}
    >
      <Reveal threshold={0.1}>
        <ul className={styles.names}>
          {clients.map(({ id, name }) => (
            <li key={id}>{name}</li>
          ))}
        </ul>
      </Reveal>
      <Reveal threshold={0.2}>
        <figure className={styles.testimonial}>
          <Quote aria-hidden="true" size={36} className={styles.mark} />
          <blockquote className={styles.quote}>
            <p>{t('clients.testimonial.quote')}</p>
          </blockquote>
          <figcaption className={styles.author}>
            <strong>{featuredTestimonial.author}</strong>
            <span>
              {t('clients.testimonial.role', { company: clientName(featuredTestimonial.client) })}
            </span>
          </figcaption>
        </figure>
        <p className={styles.rating}>
          <span className={styles.stars} aria-hidden="true">
            {Array.from({ length: reviewRating.best }, (_, index) => (
              <Star key={index} size={18} />
            ))}
          </span>
          {t('clients.rating', { rating, best: reviewRating.best, reviews: reviewRating.count })}
        </p>
      </Reveal>
    </Section>
  )
}
