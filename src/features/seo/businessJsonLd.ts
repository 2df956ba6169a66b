import type {
  Country,
  LocalBusiness,
  Organization,
  Person,
  PostalAddress,
  QuantitativeValue,
  WebSite,
  WithContext,
} from 'schema-dts'

import { type Locale, localeInfo } from '../../config/locales'
import { site } from '../../config/site'
import { reviewRating } from '../../content/company'
import type { JsonLdBuilder } from '../../routing/contract'
import { SEARCH_PATH } from '../../routing/paths'
import { absoluteUrl } from './absoluteUrl'

/** Stable node ids, so the nodes on different pages and languages describe the same entities. */
export const ORGANIZATION_ID = `${site.origin}/#organization`
const WEBSITE_ID = `${site.origin}/#website`
export const LOCAL_BUSINESS_ID = `${site.origin}/#localbusiness`

export const postalAddress: PostalAddress = {
  '@type': 'PostalAddress',
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  addressCountry: site.address.country,
}

/** The countries the agency serves, as structured data names them. */
export const countriesServed: Country[] = site.areaServed.map((code) => ({
  '@type': 'Country',
  name: code,
}))

/** What a page may add to the agency's node: /about names the founders and the team's size. */
export interface OrganizationDetails {
  founder?: Person[]
  numberOfEmployees?: QuantitativeValue
}

/** The agency as an organisation: name, address, contact and its profiles elsewhere. */
export function organizationJsonLd(
  locale: Locale,
  description: string,
  details: OrganizationDetails = {},
): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl(locale, '/'),
    logo: `${site.origin}/apple-touch-icon.png`,
    description,
    email: site.email,
    foundingDate: String(site.foundingYear),
    address: postalAddress,
    sameAs: [site.social.twitter, site.social.linkedin, site.social.github],
    ...details,
  }
}

/**
 * The site, in the page's language, with a site-search URL template
 * (`search?q=`). Google retired the sitelinks search box in 2024; other consumers still read it.
 */
export function webSiteJsonLd(locale: Locale): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: site.name,
    url: absoluteUrl(locale, '/'),
    inLanguage: localeInfo(locale).tag,
    publisher: { '@id': ORGANIZATION_ID },
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

/** The Mexico City office: hours, the countries served and the clients' rating. */
export function localBusinessJsonLd(
  locale: Locale,
  description: string,
): WithContext<LocalBusiness> {
  const { businessHours } = site
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': LOCAL_BUSINESS_ID,
    name: site.name,
    url: absoluteUrl(locale, '/'),
    image: `${site.origin}${site.socialImage.path}`,
    description,
    email: site.email,
    address: postalAddress,
    geo: {
      '@type': 'GeoCoordinates',
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...businessHours.days],
      opens: businessHours.opens,
      closes: businessHours.closes,
    },
    areaServed: countriesServed,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviewRating.value,
      bestRating: reviewRating.best,
      ratingCount: reviewRating.count,
    },
    parentOrganization: { '@id': ORGANIZATION_ID },
  }
}

/** The home page's structured data: the organisation, the site and the office. */
export const homePageJsonLd: JsonLdBuilder = ({ locale, description }) => [
  organizationJsonLd(locale, description),
  webSiteJsonLd(locale),
  localBusinessJsonLd(locale, description),
]
