import type { TFunction } from 'i18next'

import { formatPercent } from '../i18n/format'
import type { Formatting } from '../i18n/formatting'
import { marketTaxRate } from './price'

/**
 * The page's market's tax statement: the currency and the taxes prices leave out, then the rate
 * where the agency adds one (Mexico's IVA). Pages show it beside their prices; llms.txt too.
 */
export function priceTerms(formatting: Formatting, t: TFunction): string {
  const taxRate = marketTaxRate(formatting)
  const terms = t('common:price.terms')
  return taxRate === null
    ? terms
    : `${terms} ${t('common:price.rate', { rate: formatPercent(formatting, taxRate) })}`
}
