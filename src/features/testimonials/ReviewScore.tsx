import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { site } from '../../config/site'
import { reviewRating } from '../../content/company'
import { formatDecimal } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'
import styles from './ReviewScore.module.css'

/** Nothing until `site.reviewSource` names where to read the reviews; not marked up, as Google ignores self-ratings (issue 63). */
export function ReviewScore() {
  const { t } = useTranslation('testimonials')
  const formatting = useFormatting()
  const source = site.reviewSource
  if (!source.name || !source.url) return null
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
      <OutboundLink href={source.url}>{t('ratingSource', { source: source.name })}</OutboundLink>
    </p>
  )
}
