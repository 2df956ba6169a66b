/**
 * Site identity: the one place for the agency's name, domain, addresses and handles.
 * The form endpoint and key are read from build-time environment variables so a deploy can
 * point at its own inbox without a code change (see README, "Configuration").
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
    { name: 'VibeQA', url: 'https://vibeqa.app' },
    { name: 'Managio', url: 'https://managio.app' },
    { name: 'Access Age', url: 'https://apps.shopify.com/access-age' },
    { name: 'Ezeo', url: 'https://ezeo.app' },
  ],
  geo: {
    latitude: 19.4326,
    longitude: -99.1332,
    region: 'MX-CMX',
    placename: 'Mexico City',
  },
  socialImage: { path: '/images/social-card.png', width: 1200, height: 630 },
  /**
   * The contact form's service (Web3Forms contract). The access key is public by design: it
   * only lets a browser submit to the agency's inbox. Set both at build time (README).
   */
  form: {
    endpoint: import.meta.env.VITE_FORM_ENDPOINT || 'https://api.web3forms.com/submit',
    accessKey: import.meta.env.VITE_FORM_ACCESS_KEY || '',
  },
} as const

export type Site = typeof site
