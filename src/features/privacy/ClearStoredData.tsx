import { useState } from 'react'

import { Button } from '../../components/Button/Button'
import { analytics } from '../../config/analytics'
import { useIslandText } from '../islands/islandText'
import { inventoryFor } from './browserInventory'
import { clearStoredData } from './clearStoredData'
import styles from './ClearStoredData.module.css'

/** Empties the site's stored data on the spot, the live status saying how many went; hidden without script. */
export default function ClearStoredData() {
  const { t } = useIslandText('privacy')
  const [removed, setRemoved] = useState<number | null>(null)
  return (
    <div className={styles.clear}>
      <Button
        variant="secondary"
        type="button"
        onClick={() => setRemoved(clearStoredData(inventoryFor(analytics)))}
      >
        {t('browser.clear.button')}
      </Button>
      <p className={styles.status} role="status">
        {removed === null
          ? ''
          : removed === 0
            ? t('browser.clear.nothing')
            : t('browser.clear.done', { count: removed })}
      </p>
    </div>
  )
}
