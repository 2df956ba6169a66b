import type { TFunction } from 'i18next'
import type {
  Offer,
  PriceSpecification,
  Service,
  UnitPriceSpecification,
  WithContext,
} from 'schema-dts'

import type { Locale } from '../../config/locales'
import { site } from '../../config/site'
import { saasOfferIds, saasOfferPrices } from '../../content/saas'
import {
  type Billing,
  seoPlanIds,
  seoPlanPrices,
  serviceBilling,
  startingPrices,
} from '../../content/services'
import type { JsonLdBuilder } from '../../routing/contract'
import { type ServiceId, servicePath } from '../../routing/paths'
import { absoluteUrl } from './absoluteUrl'
import { businessId, countriesServed } from './businessJsonLd'

/** Every stated price's currency, and that tax comes on top (`site.pricing`). */
const priceTerms = {
  priceCurrency: site.pricing.currency,
  valueAddedTaxIncluded: site.pricing.taxIncluded,
} as const

/** A "from" price's amounts: Google requires `price`; `minPrice` says it is the lowest. */
const from = (amount: number) => ({ price: amount, minPrice: amount })

/** A price as its page states it: monthly as a UnitPriceSpecification (unitCode MON), once-off as a plain one. */
function priceSpecification(
  amount: { price: number; minPrice?: number },
  billing: Billing,
): PriceSpecification | UnitPriceSpecification {
  return billing === 'month'
    ? {
        '@type': 'UnitPriceSpecification',
        ...amount,
        ...priceTerms,
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      }
    : { '@type': 'PriceSpecification', ...amount, ...priceTerms }
}

/** The offers a service page shows, as their prices read there: Google wants marked-up content visible. */
function serviceOffers(id: ServiceId, url: string, t: TFunction): Offer[] {
  const offer = (name: string | undefined, spec: PriceSpecification): Offer => ({
    '@type': 'Offer',
    ...(name === undefined ? {} : { name }),
    url,
    priceCurrency: site.pricing.currency,
    priceSpecification: spec,
  })
  switch (id) {
    case 'seo':
      return seoPlanIds.map((plan) =>
        offer(
          t(`seo:pricing.plan.${plan}.name`),
          priceSpecification({ price: seoPlanPrices[plan] }, serviceBilling.seo),
        ),
      )
    case 'saas':
      return saasOfferIds.map((saasOffer) =>
        offer(
          t(`saas:offers.${saasOffer}.title`),
          priceSpecification(from(saasOfferPrices[saasOffer]), serviceBilling.saas),
        ),
      )
    case 'shopify':
    case 'cro':
    case 'geo':
      return [offer(undefined, priceSpecification(from(startingPrices[id]), serviceBilling[id]))]
  }
}

function serviceJsonLd(
  locale: Locale,
  id: ServiceId,
  t: TFunction,
  description: string,
): WithContext<Service> {
  const url = absoluteUrl(locale, servicePath(id))
  const name = t(`common:nav.service.${id}.description`)
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    serviceType: name,
    description,
    url,
    // Defined in full on the home page of the same language.
    provider: { '@id': businessId(locale) },
    areaServed: countriesServed(locale),
    offers: serviceOffers(id, url, t),
  }
}

export function servicePageJsonLd(id: ServiceId): JsonLdBuilder {
  return ({ locale, t, description }) => [serviceJsonLd(locale, id, t, description)]
}
