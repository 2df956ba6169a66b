import type { TFunction } from 'i18next'

import { site } from '../../config/site'
import type { Billing } from '../../content/services'
import { formatMoney, formatPercent } from '../i18n/format'
import type { Formatting } from '../i18n/formatting'

/** "USD 999", "US$ 15.000": an amount in the currency every price is stated in. */
export function formatAmount(formatting: Formatting, amount: number): string {
  return formatMoney(formatting, amount, site.pricing.currency)
}

/** "USD 999 a month", "USD 15,000 por proyecto": an amount with how often it is paid. */
export function formatPrice(
  formatting: Formatting,
  t: TFunction,
  amount: number,
  billing: Billing,
): string {
  return t('common:price.billed', {
    price: formatAmount(formatting, amount),
    period: t(`common:price.per.${billing}`),
  })
}

/** The amount with the market's tax, to the cent (Mexico's LFPC art. 7 Bis asks the total); undefined elsewhere. */
export function formatPriceWithTax(
  formatting: Formatting,
  t: TFunction,
  amount: number,
): string | undefined {
  const taxRate = marketTaxRate(formatting)
  if (taxRate === null) return undefined
  const total = Math.round(amount * (1 + taxRate) * 100) / 100
  return t('common:price.withTax', {
    total: formatMoney(formatting, total, site.pricing.currency, { cents: true }),
    rate: formatPercent(formatting, taxRate),
  })
}

export function marketTaxRate(formatting: Formatting): number | null {
  const markets: Partial<Record<string, { taxRate: number | null }>> = site.pricing.markets
  return markets[formatting.locale]?.taxRate ?? null
}
