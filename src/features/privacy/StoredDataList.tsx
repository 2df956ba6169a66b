import { useTranslation } from 'react-i18next'

import { Facts } from '../../components/LegalDocument/Facts'
import { analytics } from '../../config/analytics'
import type { StorageArea } from '../storage/browserStorage'
import { browserStorageInventory, storedItemIds, storedItemIdsFor } from './browserInventory'

/** Everything the site keeps in the browser, from the inventory the browser tests hold it to. */
export function StoredDataList() {
  const { t } = useTranslation('privacy')
  const where = (area: StorageArea) => t(`browser.areas.${area}`)
  const howLong = (area: StorageArea) => t(`browser.lifetimes.${area}`)
  const stored = storedItemIdsFor(analytics)
  return storedItemIds.map((id) => {
    if (!stored.includes(id)) return null
    const { area, keys } = browserStorageInventory[id]
    return (
      <Facts
        key={id}
        title={t(`browser.items.${id}.name`)}
        facts={[
          { label: t('browser.purpose'), value: t(`browser.items.${id}.purpose`) },
          { label: t('browser.contents'), value: t(`browser.items.${id}.contents`) },
          {
            label: t('browser.keys'),
            value: (
              <span data-storage-keys={keys.join(' ')}>
                {where(area)}: <code>{keys.join(', ')}</code>
              </span>
            ),
          },
          { label: t('browser.lifetime'), value: howLong(area) },
        ]}
      />
    )
  })
}
