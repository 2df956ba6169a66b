import { describe, expect, it } from 'vitest'

import { copyIn } from '../../../tests/copy'
import { businessJsonLd, organizationJsonLd, webSiteJsonLd } from './businessJsonLd'

describe('home page structured data', () => {
  it('describes the agency as an organisation founded in 2011, with its profiles', () => {
    const es = copyIn('es')
    expect(organizationJsonLd('es', es)).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://nexadigital.agency/es#organization',
      name: 'Nexa Digital',
      url: 'https://nexadigital.agency/es',
      foundingDate: '2011',
      description: 'Nexa Digital es una agencia digital en la Ciudad de México, fundada en 2011.',
      address: {
        streetAddress: 'Av. Paseo de la Reforma 296, piso 12, Col. Juárez, Alcaldía Cuauhtémoc',
        postalCode: '06600',
        addressCountry: 'MX',
      },
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
      name: 'Nexa Digital',
      url: 'https://nexadigital.agency/pt',
      inLanguage: 'pt-BR',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          urlTemplate: 'https://nexadigital.agency/pt/busca?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it('opens Monday to Friday 09:00-18:00, serves four countries by name and code, and rates itself nowhere', () => {
    const business = businessJsonLd('pt', copyIn('pt'))
    expect(business).toMatchObject({
      '@type': 'ProfessionalService',
      '@id': 'https://nexadigital.agency/pt#business',
      name: 'Nexa Digital',
      address: { addressCountry: 'MX' },
      parentOrganization: { '@id': 'https://nexadigital.agency/pt#organization' },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      areaServed: [
        { '@type': 'Country', name: 'Estados Unidos', identifier: 'US' },
        { '@type': 'Country', name: 'Canadá', identifier: 'CA' },
        { '@type': 'Country', name: 'México', identifier: 'MX' },
        { '@type': 'Country', name: 'Brasil', identifier: 'BR' },
      ],
    })
    expect(business).not.toHaveProperty('aggregateRating')
  })
})
