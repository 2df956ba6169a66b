import { createFormatting } from '../../features/i18n/formatting'
import { faqPageJsonLd } from '../../features/seo/faqJsonLd'
import type { JsonLdBuilder } from '../../routing/contract'
import { faqEntries } from './faqEntries'

export const jsonLd: JsonLdBuilder = ({ t, locale }) => [
  faqPageJsonLd(faqEntries(t, createFormatting(locale))),
]
