import {
  ArrowRight,
  Search,
  ShoppingBag,
  Sparkles,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { serviceMetrics, type ServiceMetric } from '../../content/services'
import { formatCountPlus, formatMoney, formatPercent } from '../i18n/format'
import type { Locale } from '../i18n/locales'
import { useLocale } from '../i18n/useLocale'
import { servicePath, type coreServiceIds } from '../nav/navLinks'
import styles from './ServiceCard.module.css'

type CoreServiceId = (typeof coreServiceIds)[number]

const icons: Record<CoreServiceId, LucideIcon> = {
  seo: Search,
  geo: Sparkles,
  cro: TrendingUp,
  shopify: ShoppingBag,
}

function formatMetric(locale: Locale, metric: ServiceMetric): string {
  switch (metric.kind) {
    case 'percentIncrease':
      return formatPercent(locale, metric.value, { signed: true })
    case 'count':
      return formatCountPlus(locale, metric.value)
    case 'price':
      return formatMoney(locale, metric.value, metric.currency)
  }
}

/** One core service: icon, name, headline, description, its headline figure, a link to its page. */
export function ServiceCard({ id }: { id: CoreServiceId }) {
  const { t } = useTranslation('services')
  const locale = useLocale()
  const Icon = icons[id]
  return (
    <article className={styles.card} data-service={id}>
      <Icon aria-hidden="true" className={styles.icon} size={28} />
      <h3 className={styles.title}>{t(`common:nav.service.${id}.name`)}</h3>
      <p className={styles.headline}>{t(`card.${id}.headline`)}</p>
      <p className={styles.description}>{t(`card.${id}.description`)}</p>
      <p className={styles.metric}>
        <strong>{formatMetric(locale, serviceMetrics[id])}</strong> {t(`card.${id}.metric`)}
      </p>
      <Link to={servicePath(id)} className={styles.link}>
        {t('card.learnMore', { service: t(`common:nav.service.${id}.name`) })}
        <ArrowRight aria-hidden="true" size={18} />
      </Link>
    </article>
  )
}
