import type { TFunction } from 'i18next'

import { serviceBilling, startingPrices } from '../../content/services'
import type { Formatting } from '../../features/i18n/formatting'
import { formatPrice } from '../../features/pricing/price'
import { priceTerms } from '../../features/pricing/priceTerms'
import type { QuestionAndAnswer } from '../../features/seo/faqJsonLd'
import { businessHours } from './businessHours'

const FAQ_IDS = ['response', 'pricing', 'countries', 'next'] as const

/** The questions and answers, for the page and its FAQPage structured data alike. */
export function faqEntries(t: TFunction, formatting: Formatting): QuestionAndAnswer[] {
  const values = {
    ...businessHours(formatting),
    seoPrice: formatPrice(formatting, t, startingPrices.seo, serviceBilling.seo),
    saasPrice: formatPrice(formatting, t, startingPrices.saas, serviceBilling.saas),
    terms: priceTerms(formatting, t),
  }
  return FAQ_IDS.map((id) => ({
    question: t(`contact:faq.${id}.question`),
    answer: t(`contact:faq.${id}.answer`, values),
  }))
}
