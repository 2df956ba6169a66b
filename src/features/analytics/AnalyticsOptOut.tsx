import { useState } from 'react'

import { useIslandText } from '../islands/islandText'
import { useBrowserValue } from '../islands/useBrowserValue'
import styles from './AnalyticsOptOut.module.css'
import { isOptedOut, setOptedOut } from './optOut'
import { trackingRefused } from './privacySignals'

type Choice = 'counted' | 'optedOut' | 'browserSignal' | 'notKept'

function currentChoice(): Choice {
  if (trackingRefused(navigator, () => false)) return 'browserSignal'
  return isOptedOut() ? 'optedOut' : 'counted'
}

/** "Don't count my visits" in local storage, read by the tracker before every event; hidden without script. */
export default function AnalyticsOptOut() {
  const { t } = useIslandText('privacy')
  const [chosen, setChosen] = useState<Choice | null>(null)
  const stated = useBrowserValue<Choice | null>(currentChoice, null)
  const choice = chosen ?? stated

  const change = (optedOut: boolean) => {
    setChosen(setOptedOut(optedOut) ? currentChoice() : 'notKept')
  }

  return (
    <div className={styles.optOut}>
      <label className={styles.label}>
        <input
          type="checkbox"
          checked={choice === 'optedOut' || choice === 'browserSignal'}
          disabled={choice === null || choice === 'browserSignal'}
          onChange={(event) => change(event.currentTarget.checked)}
        />
        {t('analytics.optOut.label')}
      </label>
      <p className={styles.status} role="status">
        {choice === null ? '' : t(`analytics.optOut.status.${choice}`)}
      </p>
    </div>
  )
}
