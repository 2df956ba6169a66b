import type { TFunction } from 'i18next'
import type { AggregateOffer, Offer, Service, WithContext } from 'schema-dts'

import type { Locale } from '../../config/locales'
import { saasOfferIds, saasOfferPrices } from '../../content/saas'
import { seoPlanIds, seoPlanPrices, startingPrices } from '../../content/services'
import type { JsonLdBuilder } from '../../routing/contract'
import { type ServiceId, servicePath } from '../../routing/paths'
import { absoluteUrl } from './absoluteUrl'
import { businessId, countriesServed } from './businessJsonLd'

/**
 * The offers a service page shows, as their prices read there: each SEO plan at its monthly
 * price, each software offer, and Shopify, CRO and GEO "from" their starting price (an
 * AggregateOffer's lowPrice, Google's way of saying "from"), as their heroes or figures show it
 * (Google: marked-up content must be visible).
 */
function serviceOffers(id: ServiceId, url: string, t: TFunction): (Offer | AggregateOffer)[] {
  const usd = { priceCurrency: 'USD' } as const
  switch (id) {
    case 'seo':
      return seoPlanIds.map((plan) => ({
        '@type': 'Offer',
        name: t(`seo:pricing.plan.${plan}.name`),
        url,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: seoPlanPrices[plan],
          ...usd,
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
      }))
    case 'saas':
      return saasOfferIds.map((offer) => ({
        '@type': 'AggregateOffer',
        name: t(`saas:offers.${offer}.title`),
        url,
        lowPrice: saasOfferPrices[offer],
        ...usd,
      }))
    case 'shopify':
    case 'cro':
    case 'geo':
      return [{ '@type': 'AggregateOffer', url, lowPrice: startingPrices[id], ...usd }]
  }
}

/** A service page's structured data: what it is, who provides it, and the prices it shows. */
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

/** The structured data of the service page `id`, for its view module to export as `jsonLd`. */
export function servicePageJsonLd(id: ServiceId): JsonLdBuilder {
  return ({ locale, t, description }) => [serviceJsonLd(locale, id, t, description)]
}
