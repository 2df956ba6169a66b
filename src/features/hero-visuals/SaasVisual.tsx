import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { formatInteger } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'
import { ExampleTag, Frame } from './parts'
import styles from './SaasVisual.module.css'
import shared from './visual.module.css'

const NAV = [
  { id: 'dashboard', icon: 'chart-column' },
  { id: 'customers', icon: 'users' },
  { id: 'billing', icon: 'credit-card' },
  { id: 'settings', icon: 'user-cog' },
] as const

const ACCOUNTS = [
  { plan: 'business', users: 48, status: 'active' },
  { plan: 'team', users: 12, status: 'trial' },
  { plan: 'starter', users: 3, status: 'active' },
] as const

const KPI_IDS = ['activeUsers', 'newSignUps'] as const
const KPIS: Record<(typeof KPI_IDS)[number], number> = { activeUsers: 1284, newSignUps: 96 }

/** Weekly active users of the example app, for its chart: drawn, not measured. */
const WEEKS = [38, 44, 41, 52, 58, 55, 64, 71, 69, 80, 86, 94]

export function SaasVisual() {
  const { t } = useTranslation('saas')
  const formatting = useFormatting()
  const line = WEEKS.map((value, week) => `${week * 20 + 10},${100 - value}`).join(' ')
  return (
    <Frame>
      <div className={`${shared.card} ${styles.window}`}>
        <p className={`${shared.row} ${styles.titlebar}`}>
          <span />
          <span />
          <span />
          <ExampleTag />
        </p>
        <div className={styles.app}>
          <ul className={styles.nav}>
            {NAV.map(({ id, icon }, index) => (
              <li key={id} className={index === 0 ? shared.highlight : undefined}>
                <Icon name={icon} size={16} />
                <span>{t(`visual.nav.${id}`)}</span>
              </li>
            ))}
          </ul>
          <div className={styles.main}>
            <p className={styles.heading}>{t('visual.nav.dashboard')}</p>
            <div className={styles.kpis}>
              {KPI_IDS.map((id) => (
                <p key={id} className={shared.small}>
                  <span className={shared.muted}>{t(`visual.${id}`)}</span>
                  <strong>{formatInteger(formatting, KPIS[id])}</strong>
                </p>
              ))}
            </div>
            <svg className={styles.chart} viewBox="0 0 240 100" preserveAspectRatio="none">
              {WEEKS.map((value, week) => (
                <rect
                  key={week}
                  x={week * 20 + 4}
                  y={100 - value}
                  width="12"
                  height={value}
                  rx="2"
                />
              ))}
              <polyline className={shared.line} points={line} />
            </svg>
            <table className={`${shared.small} ${styles.table}`}>
              <thead>
                <tr>
                  <th>{t('visual.plan')}</th>
                  <th>{t('visual.users')}</th>
                  <th>{t('visual.status')}</th>
                </tr>
              </thead>
              <tbody>
                {ACCOUNTS.map(({ plan, users, status }) => (
                  <tr key={plan}>
                    <td>{t(`visual.plans.${plan}`)}</td>
                    <td>{formatInteger(formatting, users)}</td>
                    <td>
                      <span className={`${shared.pill} ${styles[status]}`}>
                        {t(`visual.statuses.${status}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </Frame>
  )
}
