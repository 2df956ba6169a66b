import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

import { contactPathFor, pagePath, SERVICES_PATH } from '../../routing/paths'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import styles from './CallToAction.module.css'
import { CallToActionCard } from './CallToActionCard'

/** The assurances an offer can have, worded in `common:cta.assurance.<id>`. */
type AssuranceId = 'noCommitment' | 'results48h' | 'aiInsights' | 'fixedPrice' | 'reply'

/** Offers besides the free SEO audit (`cta.offer.<id>`), each a plan the form can hold. */
type OfferId = 'geo-check' | 'cro-teardown' | 'shopify-review' | 'saas-scoping' | 'call'
export type ClosingOffer = 'seo-audit' | OfferId

const ASSURANCES: Record<ClosingOffer, readonly AssuranceId[]> = {
  'seo-audit': ['noCommitment', 'results48h', 'aiInsights'],
  'geo-check': ['noCommitment', 'reply'],
  'cro-teardown': ['noCommitment', 'reply'],
  'shopify-review': ['noCommitment', 'reply'],
  'saas-scoping': ['noCommitment', 'fixedPrice', 'reply'],
  call: ['noCommitment', 'reply'],
}

/** The words of an offer other than the audit, which keeps the keys it always had (`cta.title`…). */
function offerCopy(t: TFunction, other: OfferId) {
  return {
    title: t(`cta.offer.${other}.title`),
    text: t(`cta.offer.${other}.text`),
    button: t(`cta.offer.${other}.button`),
  }
}

const SECONDARY_PATHS = { services: SERVICES_PATH, clients: pagePath('clients') } as const
const SECONDARY_LABELS = { services: 'cta.secondary', clients: 'cta.secondaryClients' } as const

export function CallToAction({
  offer = 'seo-audit',
  secondary = 'services',
}: {
  offer?: ClosingOffer
  secondary?: keyof typeof SECONDARY_PATHS
}) {
  const { t } = useTranslation()
  const copy =
    offer === 'seo-audit'
      ? { title: t('cta.title'), text: t('cta.text'), button: t('cta.primary') }
      : offerCopy(t, offer)
  return (
    <CallToActionCard
      title={copy.title}
      text={copy.text}
      extra={
        <ul className={styles.assurances}>
          {ASSURANCES[offer].map((assurance: AssuranceId) => (
            <li key={assurance}>
              <Icon name="check" size={18} />
              {t(`cta.assurance.${assurance}`)}
            </li>
          ))}
        </ul>
      }
    >
      <Button to={contactPathFor(offer)} cta="closing-primary" variant="gradient" size="large">
        {copy.button}
        <Icon name="arrow-right" size={20} />
      </Button>
      <Button to={SECONDARY_PATHS[secondary]} cta="closing-secondary" variant="ghost" size="large">
        {t(SECONDARY_LABELS[secondary])}
      </Button>
    </CallToActionCard>
  )
}
