import { useTranslation } from 'react-i18next'

import { CONTACT_PATH, pagePath, SERVICES_PATH } from '../../routing/paths'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import styles from './CallToAction.module.css'
import { CallToActionCard } from './CallToActionCard'

const ASSURANCES = ['noCommitment', 'results48h', 'aiInsights'] as const

/** Where the second button leads: the services overview (default) or client results. */
const SECONDARY_PATHS = { services: SERVICES_PATH, clients: pagePath('clients') } as const
const SECONDARY_LABELS = { services: 'cta.secondary', clients: 'cta.secondaryClients' } as const

/** What the first button offers: the free audit (default) or starting a build project. */
const PRIMARY_LABELS = { audit: 'cta.primary', project: 'cta.primaryProject' } as const

/** The closing block shared by many pages: free audit offer, three assurances, two buttons. */
export function CallToAction({
  primary = 'audit',
  secondary = 'services',
}: {
  primary?: keyof typeof PRIMARY_LABELS
  secondary?: keyof typeof SECONDARY_PATHS
}) {
  const { t } = useTranslation()
  return (
    <CallToActionCard
      title={t('cta.title')}
      text={t('cta.text')}
      extra={
        <ul className={styles.assurances}>
          {ASSURANCES.map((id) => (
            <li key={id}>
              <Icon name="check" size={18} />
              {t(`cta.assurance.${id}`)}
            </li>
          ))}
        </ul>
      }
    >
      <Button to={CONTACT_PATH} cta="closing-primary" variant="gradient" size="large">
        {t(PRIMARY_LABELS[primary])}
        <Icon name="arrow-right" size={20} />
      </Button>
      <Button to={SECONDARY_PATHS[secondary]} cta="closing-secondary" variant="ghost" size="large">
        {t(SECONDARY_LABELS[secondary])}
      </Button>
    </CallToActionCard>
  )
}
