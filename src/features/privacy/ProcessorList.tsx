import { useTranslation } from 'react-i18next'

import { Facts } from '../../components/LegalDocument/Facts'
import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { analytics } from '../../config/analytics'
import { analyticsDisclosure } from '../../config/analyticsProviders'
import { type Processor, site } from '../../config/site'
import { formatCountries } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'

const LISTED_IDS = ['form', 'host', 'analytics'] as const

/** A processor of this build: the analytics cloud only when the build reports to one. */
function processorFor(id: (typeof LISTED_IDS)[number]): Processor | null {
  return id === 'analytics'
    ? (analyticsDisclosure(analytics)?.processor ?? null)
    : site.processors[id]
}

export function ProcessorList() {
  const { t } = useTranslation('privacy')
  const formatting = useFormatting()
  return LISTED_IDS.map((id) => {
    const processor = processorFor(id)
    if (!processor) return null
    const { name, countries, privacyPolicy, anpdClausesConfirmed } = processor
    return (
      <Facts
        key={id}
        title={name}
        facts={[
          { label: t('processors.role'), value: t(`processors.items.${id}.role`) },
          { label: t('processors.receives'), value: t(`processors.items.${id}.receives`) },
          { label: t('processors.countries'), value: formatCountries(formatting, countries) },
          {
            label: t('processors.transferBasis'),
            // The ANPD clauses only once the agency has read them in its terms (docs/legal.md).
            value: anpdClausesConfirmed
              ? t('processors.standardClauses')
              : t(`processors.items.${id}.transferBasis`),
          },
          {
            label: t('processors.policy'),
            value: (
              <OutboundLink href={privacyPolicy}>{new URL(privacyPolicy).hostname}</OutboundLink>
            ),
          },
        ]}
      />
    )
  })
}
