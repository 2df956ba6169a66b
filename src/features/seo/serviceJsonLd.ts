import type { Service, WithContext } from 'schema-dts'

import type { Locale } from '../../config/locales'
import { site } from '../../config/site'
import { startingPrices } from '../../content/services'
import type { JsonLdBuilder } from '../../routing/contract'
import { type ServiceId, servicePath } from '../../routing/paths'
import { absoluteUrl } from './absoluteUrl'
import { countriesServed, LOCAL_BUSINESS_ID, postalAddress } from './businessJsonLd'

/** A service page's structured data: what it is, who provides it, and its starting price. */
function serviceJsonLd(
  locale: Locale,
  id: ServiceId,
  text: { name: string; description: string },
): WithContext<Service> {
  const url = absoluteUrl(locale, servicePath(id))
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: text.name,
    description: text.description,
    url,
    provider: {
      '@type': 'ProfessionalService',
      '@id': LOCAL_BUSINESS_ID,
      name: site.name,
      url: absoluteUrl(locale, '/'),
      address: postalAddress,
    },
    areaServed: countriesServed,
    offers: {
      '@type': 'Offer',
      price: startingPrices[id],
      priceCurrency: 'USD',
      url,
    },
  }
}

/** The structured data of the service page `id`, for its view module to export as `jsonLd`. */
export function servicePageJsonLd(id: ServiceId): JsonLdBuilder {
  return ({ locale, t, description }) => [
    serviceJsonLd(locale, id, { name: t(`common:nav.service.${id}.description`), description }),
  ]
}
