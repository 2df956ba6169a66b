import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { initials } from '../../components/Portrait/initials'
import { timelineIds, timelineYears } from '../../content/history'
import { founderIds, founders, teamSize } from '../../content/team'
import { teamMemberIds, teamMembers } from '../../content/teamMembers'
import { formatInteger } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'
import styles from './AboutVisual.module.css'
import { Frame } from './parts'
import shared from './visual.module.css'

const FACES = [
  ...founderIds.map((id) => founders[id].name),
  ...teamMemberIds.slice(0, 2).map((id) => teamMembers[id].name),
]

export function AboutVisual() {
  const { t } = useTranslation('about')
  const formatting = useFormatting()
  return (
    <Frame>
      <div className={`${shared.card} ${styles.card}`}>
        <div className={shared.header}>
          <p className={`${shared.figure} ${styles.since}`}>{t('visual.since')}</p>
          <p className={`${shared.row} ${shared.muted} ${shared.title} ${shared.tight}`}>
            <Icon name="map-pin" size={14} />
            {t('story.facts.headquartersCity')}
          </p>
        </div>
        <ol className={styles.timeline}>
          {timelineIds.map((id) => (
            <li key={id}>
              <span className={shared.muted}>{timelineYears[id]}</span>
              <span>{t(`timeline.${id}.event`)}</span>
            </li>
          ))}
        </ol>
      </div>
      <p className={`${shared.card} ${shared.float}`}>
        <span className={styles.faces}>
          {FACES.map((name) => (
            <span key={name}>{initials(name)}</span>
          ))}
        </span>
        <span>
          {formatInteger(formatting, teamSize)} {t('stats.teamMembers')}
        </span>
      </p>
    </Frame>
  )
}
