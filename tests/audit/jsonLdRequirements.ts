// Google's required properties where it documents a rich result; else a meaningful minimum.
export interface TypeRequirement {
  required: readonly string[]
  /** Alternatives: at least one of each group must be present. */
  oneOf?: readonly (readonly string[])[]
  source: string
}

const google = (page: string) =>
  `https://developers.google.com/search/docs/appearance/structured-data/${page}`

const localBusiness: TypeRequirement = {
  required: ['name', 'address'],
  source: google('local-business'),
}

export const jsonLdRequirements: Record<string, TypeRequirement> = {
  BreadcrumbList: { required: ['itemListElement'], source: google('breadcrumb') },
  // `item` is required on every crumb but the last (checked by the audit separately).
  ListItem: { required: ['position', 'name'], source: google('breadcrumb') },
  Organization: {
    required: ['name', 'url'],
    source: `${google('organization')} (no required properties; name and url recommended)`,
  },
  LocalBusiness: localBusiness,
  ProfessionalService: localBusiness,
  PostalAddress: { required: ['addressCountry'], source: google('local-business') },
  OpeningHoursSpecification: {
    required: ['dayOfWeek', 'opens', 'closes'],
    source: google('local-business'),
  },
  AggregateRating: {
    required: ['ratingValue'],
    oneOf: [['ratingCount', 'reviewCount']],
    source: google('review-snippet'),
  },
  Review: { required: ['author', 'reviewRating'], source: google('review-snippet') },
  Rating: { required: ['ratingValue'], source: google('review-snippet') },
  WebSite: { required: ['name', 'url'], source: google('site-names') },
  SearchAction: {
    required: ['target', 'query-input'],
    source: 'https://schema.org/SearchAction (Google retired the sitelinks search box in 2024)',
  },
  Service: {
    required: ['name', 'provider'],
    source: 'https://schema.org/Service (no Google rich result; name and provider make it useful)',
  },
  // Priced in a specification, per month or "from": Google's Offer prices are for products.
  Offer: {
    required: ['priceSpecification'],
    source: 'https://schema.org/Offer (services: the price is in priceSpecification)',
  },
  AggregateOffer: {
    required: ['lowPrice', 'priceCurrency'],
    source: `${google('product-snippet')} (a "from" price: lowPrice)`,
  },
  // A price (a "from" price's lowest also as minPrice), its currency, whether tax is in it.
  PriceSpecification: {
    required: ['price', 'priceCurrency', 'valueAddedTaxIncluded'],
    source: 'https://schema.org/PriceSpecification (a "from" price: minPrice)',
  },
  UnitPriceSpecification: {
    required: ['price', 'priceCurrency', 'valueAddedTaxIncluded', 'unitCode', 'referenceQuantity'],
    source: 'https://schema.org/UnitPriceSpecification (a price per unit: UN/CEFACT MON, a month)',
  },
  Article: {
    required: ['headline', 'datePublished', 'author'],
    source: `${google('article')} (no required properties; these are recommended)`,
  },
  BlogPosting: {
    required: ['headline', 'datePublished', 'author'],
    source: `${google('article')} (no required properties; these are recommended)`,
  },
  Blog: {
    required: ['name', 'url', 'blogPost'],
    source:
      'https://schema.org/Blog (no Google rich result; a blog is its name, address and posts)',
  },
  FAQPage: { required: ['mainEntity'], source: google('faqpage') },
  Question: { required: ['name', 'acceptedAnswer'], source: google('faqpage') },
  Answer: { required: ['text'], source: google('faqpage') },
  SoftwareApplication: {
    required: ['name'],
    oneOf: [['offers', 'aggregateRating', 'review']],
    source: google('software-app'),
  },
  Person: { required: ['name'], source: 'https://schema.org/Person' },
  HowTo: {
    required: ['name', 'step'],
    source: `${google('how-to')} (Google retired HowTo results in 2023; name and steps, as it required)`,
  },
  HowToSection: { required: ['name', 'itemListElement'], source: google('how-to') },
  HowToStep: { required: ['text'], source: google('how-to') },
  DigitalDocument: {
    required: ['name', 'url'],
    source:
      'https://schema.org/DigitalDocument (no Google rich result; a file is its name and address)',
  },
}
