import { describe, expect, it } from 'vitest'

import { localBusinessJsonLd, organizationJsonLd, webSiteJsonLd } from './businessJsonLd'

describe('home page structured data', () => {
  it('describes the agency as an organisation founded in 2011, with its profiles', () => {
    const organization = organizationJsonLd('es', 'Descripción')
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Nexa Digital',
      url: 'https://nexadigital.agency/es',
      foundingDate: '2011',
      description: 'Descripción',
      address: { addressLocality: 'Mexico City', addressCountry: 'MX' },
      sameAs: [
        'https://x.com/nexadigital',
        'https://www.linkedin.com/company/nexadigital',
        'https://github.com/nexadigital',
      ],
    })
  })

  it('gives the site search URL template in the page language', () => {
    expect(webSiteJsonLd('pt')).toMatchObject({
      '@type': 'WebSite',
      url: 'https://nexadigital.agency/pt',
      inLanguage: 'pt-BR',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          urlTemplate: 'https://nexadigital.agency/pt/search?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it('opens Monday to Friday 09:00-18:00, serves four countries and is rated 4.9 from 127 reviews', () => {
    expect(localBusinessJsonLd('en', 'Agency')).toMatchObject({
      '@type': 'LocalBusiness',
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      areaServed: ['US', 'CA', 'MX', 'BR'].map((name) => ({ '@type': 'Country', name })),
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.9,
        bestRating: 5,
        ratingCount: 127,
      },
    })
  })
})
