import { startingPrices } from '../../content/services'
import { formatMoney } from '../../features/i18n/format'
import { useFormatting } from '../../features/i18n/formatting'
import styles from './HeroPrice.module.css'

/**
 * The price a service starts at, beside the hero's button: the one its structured data states
 * (features/seo/serviceJsonLd.ts). `label` puts the formatted price in the page's own words.
 */
export function HeroPrice({
  service,
  label,
}: {
  service: keyof typeof startingPrices
  label: (price: string) => string
}) {
  const price = formatMoney(useFormatting(), startingPrices[service], 'USD')
  return <p className={styles.price}>{label(price)}</p>
}
