import type { Locale } from './locales'

/** The processors of visitors' data, in the order the privacy notice lists them. */
export const processorIds = ['form', 'host'] as const
export type ProcessorId = (typeof processorIds)[number]

export interface Processor {
  name: string
  /** ISO 3166-1 alpha-2 codes of the countries its servers are in. */
  countries: readonly string[]
  privacyPolicy: string
  /**
   * Whether its data processing terms are confirmed to include the ANPD's standard contractual
   * clauses (LGPD art. 33 II): only then does the notice say so (docs/legal.md). Until the agency
   * has read them there, the notice states the basis that applies without them.
   */
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

/**
 * Site identity: the one place for the agency's name, domain, addresses and handles.
 * Plain data, importable from build scripts and tests as well as the site.
 */
export const site = {
  name: 'Nexa Digital',
  legalName: 'Nexa Digital S.A. de C.V.',
  foundingYear: 2011,
  /** Canonical origin, no trailing slash. Every canonical, hreflang and sitemap URL uses it. */
  origin: 'https://nexadigital.agency',
  email: 'hello@nexadigital.agency',
  /**
   * The office's telephone as visitors dial it from abroad ("+52 55 …"): the contact page shows
   * it and the business markup states it. Empty until the agency gives its number
   * (docs/legal.md), and then no page shows one.
   */
  telephone: '' as string,
  /**
   * The number visitors write to on WhatsApp, as they would dial it ("+52 55 …"): the contact
   * page and the footer offer a chat once the agency gives it (docs/legal.md). Empty, none is
   * offered: an invented number would send buyers to a stranger.
   */
  whatsapp: '' as string,
  /**
   * Where visitors book a call in the agency's own calendar (a Cal.com or Calendly page): the
   * contact page and the footer link to it once the agency gives it (docs/legal.md). Only a link:
   * nothing of the calendar's host loads with a page.
   */
  bookingUrl: '' as string,
  /**
   * Where clients' reviews of the agency can be read (a Clutch or Google Business profile): the
   * home and clients pages show the average rating, linked there, only once the agency fills
   * in both (docs/legal.md). A rating no visitor can check reads as invented.
   */
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
  /**
   * The agency's in-house product studio, with a site of its own, which builds SaaS and Shopify
   * apps: the blueprint page and its Markdown name it. Home and the SaaS page say the same
   * ("in-house engineers", issue 65).
   */
  productStudio: { name: 'Nexa Labs', url: 'https://nexalabs.dev' },
  /** The city, for the head's geo tags: its centre, not the office's own coordinates. */
  geo: {
    latitude: 19.4326,
    longitude: -99.1332,
    region: 'MX-CMX',
    placename: 'Mexico City',
  },
  /**
   * What the privacy notice and the accessibility statement state about the company, and the
   * only place they are written. A lawyer reviews those texts, and the agency confirms each
   * value here, before launch (docs/legal.md).
   */
  legal: {
    /**
     * The registered office ("domicilio"), as Mexican addresses are written whatever the page's
     * language; the country is named in the reader's language.
     */
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
    /**
     * Who answers those requests: the personal-data department (Mexico) and the encarregado
     * (Brazil, LGPD art. 41), named on the page.
     */
    privacyOfficer: 'Alejandro Vega',
    /** Months an enquiry that led to no contract is kept after the last message about it. */
    enquiryRetentionMonths: 24,
    /** Days to answer a rights request: the Mexican law's 20 and the LGPD's 15 for access. */
    requestResponseDays: { mexico: 20, brazil: 15 },
    /** YYYY-MM-DD: the privacy notice's last change, shown on it. */
    privacyNoticeUpdated: '2026-11-29',
    /** YYYY-MM-DD: when the accessibility statement was last reviewed against the site. */
    accessibilityStatementUpdated: '2026-11-27',
  },
  /**
   * The services that handle visitors' data on the agency's behalf (processors: they act on its
   * instructions and are no transfer to third parties), with the countries their servers are in
   * and their own privacy policies; the privacy notice lists them in `processorIds` order.
   * `form` is the contact form's service (config/formService.ts), `host` the host `dist/client`
   * is deployed to.
   */
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
  /**
   * How prices are stated: in one currency, before tax, whatever the page's language. Each
   * language is one market, whose tax statement (`common:price.terms`) stands beside its prices;
   * where the agency itself adds a tax at a known rate (Mexico's IVA), each price also shows
   * its total with that tax (LFPC art. 7 Bis). Rates and wording await the accountant
   * (docs/legal.md).
   */
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
