import type { Locale } from './locales'

/** The processors of visitors' data, in the order the privacy notice lists them. */
export const processorIds = ['form', 'host'] as const
export type ProcessorId = (typeof processorIds)[number]

export interface Processor {
  name: string
  /** ISO 3166-1 alpha-2 codes of the countries its servers are in. */
  countries: readonly string[]
  privacyPolicy: string
  /** Set once its terms are confirmed to hold the ANPD's clauses (LGPD art. 33 II; docs/legal.md). */
  anpdClausesConfirmed: boolean
}

/** A language's market: where its buyers are, and the tax the agency adds to their prices. */
interface Market {
  /** ISO 3166-1 alpha-2 codes. */
  countries: readonly string[]
  /** The rate the agency charges on top of its prices there (0.16 for IVA), or none. */
  taxRate: number | null
}

interface Pricing {
  currency: 'USD'
  /** Whether stated prices include tax: structured data's `valueAddedTaxIncluded`. */
  taxIncluded: boolean
  /** By page language; a language without an entry states the terms with no rate of our own. */
  markets: Partial<Record<Locale, Market>>
}

export const site = {
  name: 'Nexa Digital',
  legalName: 'Nexa Digital S.A. de C.V.',
  foundingYear: 2011,
  /** Canonical origin, no trailing slash. Every canonical, hreflang and sitemap URL uses it. */
  origin: 'https://nexadigital.agency',
  email: 'hello@nexadigital.agency',
  /** The office's telephone as dialled from abroad ("+52 55 …"); empty, no page shows one. */
  telephone: '' as string,
  /** The WhatsApp number as dialled ("+52 55 …"); empty, no chat is offered. */
  whatsapp: '' as string,
  /** The agency's booking page (Cal.com, Calendly); empty, no booking link is shown. */
  bookingUrl: '' as string,
  /** Where clients' reviews can be read (Clutch, Google); the rating shows only with both set. */
  reviewSource: { name: '' as string, url: '' as string },
  social: {
    twitterHandle: '@nexadigital',
    twitter: 'https://x.com/nexadigital',
    linkedin: 'https://www.linkedin.com/company/nexadigital',
    github: 'https://github.com/nexadigital',
  },
  /** The agency's own products, shown in the footer. */
  projects: [
    { id: 'vibeqa', name: 'VibeQA', url: 'https://vibeqa.app' },
    { id: 'managio', name: 'Managio', url: 'https://managio.app' },
    { id: 'accessAge', name: 'Access Age', url: 'https://apps.shopify.com/access-age' },
    { id: 'ezeo', name: 'Ezeo', url: 'https://ezeo.app' },
  ],
  /** The agency's in-house product studio, named by the blueprint page and its Markdown. */
  productStudio: { name: 'Nexa Labs', url: 'https://nexalabs.dev' },
  /** The city, for the head's geo tags: its centre, not the office's own coordinates. */
  geo: {
    latitude: 19.4326,
    longitude: -99.1332,
    region: 'MX-CMX',
    placename: 'Mexico City',
  },
  /** What the privacy notice and accessibility statement state; confirm before launch. */
  legal: {
    /** The registered office ("domicilio"), written the Mexican way in every language. */
    registeredOffice: {
      street: 'Av. Paseo de la Reforma 296, piso 12, Col. Juárez, Alcaldía Cuauhtémoc',
      postalCode: '06600',
      city: 'Ciudad de México',
      /** The state, as structured data's addressRegion gives it. */
      region: 'CDMX',
      country: 'MX',
    },
    /** The one channel for privacy requests: ARCO rights in Mexico, LGPD art. 18 in Brazil. */
    privacyEmail: 'privacy@nexadigital.agency',
    /** Who answers those requests (Mexico's data department, Brazil's encarregado). */
    privacyOfficer: 'Alejandro Vega',
    /** Months an enquiry that led to no contract is kept after the last message about it. */
    enquiryRetentionMonths: 24,
    /** Days to answer a rights request: the Mexican law's 20 and the LGPD's 15 for access. */
    requestResponseDays: { mexico: 20, brazil: 15 },
    /** YYYY-MM-DD: the privacy notice's last change, shown on it. */
    privacyNoticeUpdated: '2026-11-29',
    /** YYYY-MM-DD: when the accessibility statement was last reviewed against the site. */
    accessibilityStatementUpdated: '2026-12-07',
  },
  /** The contact form's service and the host `dist/client` is deployed to, as processors. */
  processors: {
    form: {
      name: 'Web3Forms',
      countries: ['US'],
      privacyPolicy: 'https://web3forms.com/privacy',
      anpdClausesConfirmed: false,
    },
    host: {
      name: 'Netlify',
      countries: ['US'],
      privacyPolicy: 'https://www.netlify.com/privacy/',
      anpdClausesConfirmed: false,
    },
  } satisfies Record<ProcessorId, Processor>,
  /** Office hours in the agency's own time zone. */
  businessHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
    timeZone: 'America/Mexico_City',
  },
  /** Countries the agency serves, ISO 3166-1 alpha-2. */
  areaServed: ['US', 'CA', 'MX', 'BR'],
  /** One currency before tax; a market's `taxRate` adds a total with tax (LFPC art. 7 Bis). */
  pricing: {
    currency: 'USD',
    taxIncluded: false,
    markets: {
      en: { countries: ['US', 'CA'], taxRate: null },
      es: { countries: ['MX'], taxRate: 0.16 },
      pt: { countries: ['BR'], taxRate: null },
    },
  } satisfies Pricing,
  socialImage: { path: '/images/social-card.png', width: 1200, height: 630 },
} as const

/** The agency's profiles, by the names their networks go by: the contact page and the footer. */
export const socialProfiles = [
  { id: 'linkedin', name: 'LinkedIn', url: site.social.linkedin },
  { id: 'twitter', name: 'X', url: site.social.twitter },
  { id: 'github', name: 'GitHub', url: site.social.github },
] as const

/** A chat with the agency's WhatsApp number, by WhatsApp's own link: its digits, no plus. */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`
}

/** The office telephone as a link dials it: `tel:` and the digits, with the leading plus. */
export function telephoneHref(telephone: string): string {
  return `tel:${telephone.replace(/[^+\d]/g, '')}`
}
