import { createFormatting } from '../../features/i18n/formatting'
import { faqPageJsonLd } from '../../features/seo/faqJsonLd'
import type { HeadBuilder, JsonLdBuilder } from '../../routing/contract'
import { chosenServiceCrumb, type ContactChoice } from './contactChoice'
import { faqEntries } from './faqEntries'

export const jsonLd: JsonLdBuilder<ContactChoice | undefined> = ({ t, locale }) => [
  faqPageJsonLd(faqEntries(t, createFormatting(locale))),
]

export const head: HeadBuilder<ContactChoice | undefined> = ({ t, data }) => ({
  breadcrumb: chosenServiceCrumb(t, data),
})
