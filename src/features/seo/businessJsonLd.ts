import type { TFunction } from 'i18next'
import type {
  Country,
  Organization,
  Person,
  PostalAddress,
  ProfessionalService,
  QuantitativeValue,
  WebSite,
  WithContext,
} from 'schema-dts'

import { type Locale, localeInfo } from '../../config/locales'
import { site } from '../../config/site'
import type { JsonLdBuilder } from '../../routing/contract'
import { SEARCH_PATH } from '../../routing/paths'
import { absoluteUrl } from './absoluteUrl'

/** The agency's nodes, defined in full once per language on its home page and referenced by id elsewhere (never fetched). */
export const organizationId = (locale: Locale) => `${absoluteUrl(locale, '/')}#organization`
export const businessId = (locale: Locale) => `${absoluteUrl(locale, '/')}#business`
const websiteId = (locale: Locale) => `${absoluteUrl(locale, '/')}#website`

/** What the agency is, in the page's language: the same sentence on every page that says it. */
export function agencyDescription(t: TFunction): string {
  return t('common:llms.summary', { name: site.name, year: site.foundingYear })
}

const { registeredOffice } = site.legal
export const postalAddress: PostalAddress = {
  '@type': 'PostalAddress',
  streetAddress: registeredOffice.street,
  postalCode: registeredOffice.postalCode,
  addressLocality: registeredOffice.city,
  addressRegion: registeredOffice.region,
  addressCountry: registeredOffice.country,
}

export function countriesServed(locale: Locale): Country[] {
  const names = new Intl.DisplayNames([localeInfo(locale).tag], { type: 'region' })
  return site.areaServed.map((code) => ({
    '@type': 'Country',
    name: names.of(code) ?? code,
    identifier: code,
  }))
}

/** What a page may add to the agency's node: /about names the founders and the team's size. */
export interface OrganizationDetails {
  founder?: Person[]
  numberOfEmployees?: QuantitativeValue
}

export function organizationJsonLd(
  locale: Locale,
  t: TFunction,
  details: OrganizationDetails = {},
): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(locale),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl(locale, '/'),
    logo: `${site.origin}/apple-touch-icon.png`,
    description: agencyDescription(t),
    email: site.email,
    foundingDate: String(site.foundingYear),
    address: postalAddress,
    sameAs: [site.social.twitter, site.social.linkedin, site.social.github],
    ...details,
  }
}

/** The site with a site-search URL template: Google retired the sitelinks search box in 2024, other consumers still read it. */
export function webSiteJsonLd(locale: Locale): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(locale),
    name: site.name,
    url: absoluteUrl(locale, '/'),
    inLanguage: localeInfo(locale).tag,
    publisher: { '@id': organizationId(locale) },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(locale, SEARCH_PATH)}?q={search_term_string}`,
      },
      // schema-dts has no type for Google's `query-input` shorthand, hence the spread.
      ...{ 'query-input': 'required name=search_term_string' },
    },
  }
}

/** The Mexico City office as a ProfessionalService; no rating, which Google reads as self-serving (issue 62). */
export function businessJsonLd(locale: Locale, t: TFunction): WithContext<ProfessionalService> {
  const { businessHours } = site
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': businessId(locale),
    name: site.name,
    url: absoluteUrl(locale, '/'),
    image: `${site.origin}${site.socialImage.path}`,
    description: agencyDescription(t),
    email: site.email,
    // Stated only once the contact page shows it.
    ...(site.telephone && { telephone: site.telephone }),
    address: postalAddress,
    // No `geo`: site.geo is the city's centre, not the office, and Google asks five decimals (docs/legal.md).
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...businessHours.days],
      opens: businessHours.opens,
      closes: businessHours.closes,
    },
    areaServed: countriesServed(locale),
    parentOrganization: { '@id': organizationId(locale) },
  }
}

export const homePageJsonLd: JsonLdBuilder = ({ locale, t }) => [
  organizationJsonLd(locale, t),
  webSiteJsonLd(locale),
  businessJsonLd(locale, t),
]
