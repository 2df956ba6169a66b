import { useTranslation } from 'react-i18next'

import { useFormatting } from '../i18n/formatting'
import { formatPriceWithTax } from './price'

/** A price's total with the market's tax, under the price, where the market adds one. */
export function PriceTotal({ amount, className }: { amount: number; className?: string }) {
  const { t } = useTranslation()
  const total = formatPriceWithTax(useFormatting(), t, amount)
  return total ? <p className={className}>{total}</p> : null
}
