import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import type { IconName } from '../../components/Icon/iconNames'
import type { FigureSource } from '../../content/metric'
import { type ServiceId, servicePath } from '../../routing/paths'
import { FigureNote, useFigureSource } from '../figures/FigureNotes'
import { Link } from '../i18n/links'
import styles from './ServiceCard.module.css'

const serviceIcons: Record<ServiceId, IconName> = {
  seo: 'search',
  geo: 'sparkles',
  cro: 'trending-up',
  shopify: 'shopping-bag',
  saas: 'code-xml',
}

interface ServiceCardProps {
  id: ServiceId
  headline: string
  description: string
  metric?: { value: string; label: string; source: FigureSource }
}

export function ServiceCard({ id, headline, description, metric }: ServiceCardProps) {
  const { t } = useTranslation()
  const name = t(`nav.service.${id}.name`)
  const titleId = useId()
  const figureSource = useFigureSource()
  return (
    <article className={styles.card} data-service={id} aria-labelledby={titleId}>
      <Icon name={serviceIcons[id]} className={styles.icon} size={28} />
      <h3 id={titleId} className={styles.title}>
        {name}
      </h3>
      <p className={styles.headline}>{headline}</p>
      <p className={styles.description}>{description}</p>
      {metric && (
        <p className={styles.metric}>
          <strong {...figureSource(metric.source)}>{metric.value}</strong> {metric.label}{' '}
          <FigureNote source={metric.source} />
        </p>
      )}
      <Link to={servicePath(id)} className={styles.link}>
        {t('serviceLink', { service: name })}
        <Icon name="arrow-right" size={18} />
      </Link>
    </article>
  )
}
