import { useTranslation } from 'react-i18next'

import { contactPathFor, pagePath, type ServiceId, SERVICES_PATH } from '../../routing/paths'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import styles from './CallToAction.module.css'
import { CallToActionCard } from './CallToActionCard'

/** The assurances under each offer, worded in `common:cta.assurance.<id>`. */
const AUDIT_ASSURANCES = ['noCommitment', 'results48h', 'aiInsights'] as const
const PROJECT_ASSURANCES = ['noCommitment', 'fixedPrice', 'reply'] as const
type AssuranceId = (typeof AUDIT_ASSURANCES | typeof PROJECT_ASSURANCES)[number]

/** Where the second button leads: the services overview (default) or client results. */
const SECONDARY_PATHS = { services: SERVICES_PATH, clients: pagePath('clients') } as const
const SECONDARY_LABELS = { services: 'cta.secondary', clients: 'cta.secondaryClients' } as const

/**
 * The closing block shared by many pages: an offer that fits the page, three assurances, two
 * buttons. On a service's page the first one opens the form with that service chosen.
 */
export function CallToAction({
  offer = 'audit',
  service,
  secondary = 'services',
}: {
  /** A free SEO audit (default), or a call about a project to build. */
  offer?: 'audit' | 'project'
  service?: ServiceId
  secondary?: keyof typeof SECONDARY_PATHS
}) {
  const { t } = useTranslation()
  const project = offer === 'project'
  const assurances = project ? PROJECT_ASSURANCES : AUDIT_ASSURANCES
  return (
    <CallToActionCard
      title={project ? t('cta.projectTitle') : t('cta.title')}
      text={project ? t('cta.projectText') : t('cta.text')}
      extra={
        <ul className={styles.assurances}>
          {assurances.map((id: AssuranceId) => (
            <li key={id}>
              <Icon name="check" size={18} />
              {t(`cta.assurance.${id}`)}
            </li>
          ))}
        </ul>
      }
    >
      <Button to={contactPathFor(service)} cta="closing-primary" variant="gradient" size="large">
        {project ? t('cta.primaryProject') : t('cta.primary')}
        <Icon name="arrow-right" size={20} />
      </Button>
      <Button to={SECONDARY_PATHS[secondary]} cta="closing-secondary" variant="ghost" size="large">
        {t(SECONDARY_LABELS[secondary])}
      </Button>
    </CallToActionCard>
  )
}
