import { useTranslation } from 'react-i18next'

import { useFormatting } from '../i18n/formatting'
import { formatPriceWithTax } from './price'
import styles from './PriceTotal.module.css'

export function PriceTotal({ amount }: { amount: number }) {
  const { t } = useTranslation()
  const total = formatPriceWithTax(useFormatting(), t, amount)
  return total ? <p className={styles.total}>{total}</p> : null
}
