import { localBusinessJsonLd } from '../../features/seo/businessJsonLd'
import type { JsonLdBuilder } from '../../routing/contract'

/** The page shows our clients' rating, so its structured data may carry it (with the office). */
export const jsonLd: JsonLdBuilder = ({ locale, description }) => [
  localBusinessJsonLd(locale, description),
]
