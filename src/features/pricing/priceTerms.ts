import type { TFunction } from 'i18next'

import { formatPercent } from '../i18n/format'
import type { Formatting } from '../i18n/formatting'
import { marketTaxRate } from './price'

/** The market's tax statement (currency, taxes left out, an added rate such as IVA), beside prices and in llms.txt. */
export function priceTerms(formatting: Formatting, t: TFunction): string {
  const taxRate = marketTaxRate(formatting)
  const terms = t('common:price.terms')
  return taxRate === null
    ? terms
    : `${terms} ${t('common:price.rate', { rate: formatPercent(formatting, taxRate) })}`
}
