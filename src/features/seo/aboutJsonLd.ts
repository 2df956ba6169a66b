import type { AboutPage, WithContext } from 'schema-dts'

import { localeInfo } from '../../config/locales'
import { founderIds, founders, teamSize } from '../../content/team'
import type { JsonLdBuilder } from '../../routing/contract'
import { organizationId, organizationJsonLd } from './businessJsonLd'

export const aboutPageJsonLd: JsonLdBuilder = ({ locale, url, t, description }) => {
  const organization = organizationJsonLd(locale, t, {
    founder: founderIds.map((id) => ({
      '@type': 'Person',
      name: founders[id].name,
      jobTitle: t(`people:roles.${id}`),
    })),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: teamSize },
  })
  const page: WithContext<AboutPage> = {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    url,
    name: t('about:meta.title'),
    description,
    inLanguage: localeInfo(locale).tag,
    about: { '@id': organizationId(locale) },
  }
  return [page, organization]
}
