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
   * The sister product studio that quotes and builds SaaS and Shopify apps: the blueprint's
   * "Get a Quote" links go there.
   */
  sisterCompany: { name: 'Nexa Labs', url: 'https://nexalabs.dev' },
  geo: {
    latitude: 19.4326,
    longitude: -99.1332,
    region: 'MX-CMX',
    placename: 'Mexico City',
  },
  /** Postal address as structured data wants it (ISO 3166 country and subdivision codes). */
  address: { locality: 'Mexico City', region: 'CDMX', country: 'MX' },
  /** Office hours in the agency's own time zone. */
  businessHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
    timeZone: 'America/Mexico_City',
  },
  /** Countries the agency serves, ISO 3166-1 alpha-2. */
  areaServed: ['US', 'CA', 'MX', 'BR'],
  socialImage: { path: '/images/social-card.png', width: 1200, height: 630 },
} as const
