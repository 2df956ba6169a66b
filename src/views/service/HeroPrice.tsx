import { useTranslation } from 'react-i18next'

import { serviceBilling, startingPrices } from '../../content/services'
import { useFormatting } from '../../features/i18n/formatting'
import { formatPrice, formatPriceWithTax } from '../../features/pricing/price'
import { priceTerms } from '../../features/pricing/priceTerms'
import styles from './HeroPrice.module.css'

export function HeroPrice({
  service,
  label,
}: {
  service: keyof typeof startingPrices
  label: (price: string) => string
}) {
  const { t } = useTranslation()
  const formatting = useFormatting()
  const amount = startingPrices[service]
  const withTax = formatPriceWithTax(formatting, t, amount)
  return (
    <div className={styles.price}>
      <p>{label(formatPrice(formatting, t, amount, serviceBilling[service]))}</p>
      {withTax && <p className={styles.small}>{withTax}</p>}
      <p className={styles.small}>{priceTerms(formatting, t)}</p>
    </div>
  )
}
