import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { reviewRating } from '../../content/company'
import { formatDecimal } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'
import styles from './ReviewScore.module.css'

/**
 * Our clients' average rating, shown wherever a page's structured data claims it (an
 * AggregateRating must be visible on the page it is marked up on).
 */
export function ReviewScore() {
  const { t } = useTranslation('testimonials')
  const formatting = useFormatting()
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        {Array.from({ length: reviewRating.best }, (_, index) => (
          <Icon name="star" key={index} size={18} />
        ))}
      </span>
      {t('rating', {
        rating: formatDecimal(formatting, reviewRating.value),
        best: reviewRating.best,
        reviews: reviewRating.count,
      })}
    </p>
  )
}
