import { useTranslation } from 'react-i18next'

import { useFormatting } from '../i18n/formatting'
import { formatPriceWithTax } from './price'

export function PriceTotal({ amount, className }: { amount: number; className?: string }) {
  const { t } = useTranslation()
  const total = formatPriceWithTax(useFormatting(), t, amount)
  return total ? <p className={className}>{total}</p> : null
}
