import { useState } from 'react'

import { useIslandText } from '../islands/islandText'
import { useBrowserValue } from '../islands/useBrowserValue'
import styles from './AnalyticsOptOut.module.css'
import { isOptedOut, setOptedOut } from './optOut'
import { trackingRefused } from './privacySignals'

type Choice = 'counted' | 'optedOut' | 'browserSignal' | 'notKept'

/** What the browser says now: its own signal first, then the choice kept here. */
function currentChoice(): Choice {
  if (trackingRefused(navigator, () => false)) return 'browserSignal'
  return isOptedOut() ? 'optedOut' : 'counted'
}

/**
 * The privacy page's "don't count my visits in this browser", an island. The choice is kept in
 * local storage (the inventory lists it) and the tracker reads it before every event, so it
 * counts at once. Read once the island runs: the prerendered page cannot know it. Without
 * JavaScript nothing is tracked, so the control is hidden and the notice's text stands alone.
 */
export default function AnalyticsOptOut() {
  const { t } = useIslandText('privacy')
  // What the visitor just chose here; until then, what the browser says.
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
