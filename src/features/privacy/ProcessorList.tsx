import { useTranslation } from 'react-i18next'

import { Facts } from '../../components/LegalDocument/Facts'
import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { processorIds, site } from '../../config/site'
import { formatCountries } from '../i18n/format'
import { useLocale } from '../i18n/useLocale'

/** The services that process visitors' data for the agency, from `site.processors`. */
export function ProcessorList() {
  const { t } = useTranslation('privacy')
  const locale = useLocale()
  return processorIds.map((id) => {
    const { name, countries, privacyPolicy } = site.processors[id]
    return (
      <Facts
        key={id}
        title={name}
        facts={[
          { label: t('processors.role'), value: t(`processors.items.${id}.role`) },
          { label: t('processors.receives'), value: t(`processors.items.${id}.receives`) },
          { label: t('processors.countries'), value: formatCountries(locale, countries) },
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
