import { useTranslation } from 'react-i18next'

import { type ClientId, clientName, clientProfiles, clientResult } from '../../content/clients'
import { formatMetric } from '../i18n/formatMetric'
import { useFormatting } from '../i18n/formatting'
import styles from './ClientsVisual.module.css'
import { Frame } from './parts'
import shared from './visual.module.css'

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
    <Frame as="ul" className={styles.wall}>
      {WALL.map((id) => (
        <li key={id} className={`${shared.card} ${styles.tile}`}>
          <span className={`${shared.caps} ${shared.muted} ${styles.category}`}>
            {t(`categories.${clientProfiles[id].category}`)}
          </span>
          <span className={`${shared.figure} ${shared.good} ${styles.figure}`}>
            {formatMetric(formatting, clientResult(id))}
          </span>
          <span className={shared.title}>{t(`client.${id}.result`)}</span>
          <span
            className={`${shared.row} ${shared.muted} ${shared.small} ${shared.title} ${styles.client}`}
          >
            <span className={styles.dot} />
            {clientName(id)}
          </span>
        </li>
      ))}
    </Frame>
  )
}
