import { useTranslation } from 'react-i18next'

import { type ClientId, clientName, clientProfiles, clientResult } from '../../content/clients'
import { formatMetric } from '../i18n/formatMetric'
import { useFormatting } from '../i18n/formatting'
import styles from './ClientsVisual.module.css'
import frame from './visual.module.css'

const WALL = [
  'casa-verde',
  'nimbus-analytics',
  'vertice',
  'lumen-health',
] as const satisfies readonly ClientId[]

export function ClientsVisual() {
  const { t } = useTranslation('clients')
  const formatting = useFormatting()
  return (
    <ul className={`${frame.frame} ${styles.wall}`} aria-hidden="true" data-pagefind-ignore="">
      {WALL.map((id) => (
        <li key={id} className={`${frame.card} ${styles.tile}`}>
          <span className={`${styles.category} ${frame.muted}`}>
            {t(`categories.${clientProfiles[id].category}`)}
          </span>
          <span className={`${styles.figure} ${frame.good}`}>
            {formatMetric(formatting, clientResult(id))}
          </span>
          <span className={styles.result}>{t(`client.${id}.result`)}</span>
          <span className={`${styles.client} ${frame.muted}`}>
            <span className={styles.dot} />
            {clientName(id)}
          </span>
        </li>
      ))}
    </ul>
  )
}
