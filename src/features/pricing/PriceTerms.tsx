import { useTranslation } from 'react-i18next'

import { useFormatting } from '../i18n/formatting'
import { formatPriceWithTax } from './price'
import { priceTerms } from './priceTerms'
import styles from './PriceTerms.module.css'
import totalStyles from './PriceTotal.module.css'

export function PriceTerms() {
  const { t } = useTranslation()
  return <p className={styles.terms}>{priceTerms(useFormatting(), t)}</p>
}

export function PriceTotal({ amount }: { amount: number }) {
  const { t } = useTranslation()
  const total = formatPriceWithTax(useFormatting(), t, amount)
  return total ? <p className={totalStyles.total}>{total}</p> : null
}
