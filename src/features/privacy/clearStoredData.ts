import { browserStorage, type StorageArea } from '../storage/browserStorage'
import type { StoredItem } from './browserInventory'

/**
 * Removes everything the site keeps in this browser (the inventory's keys, nothing else a
 * visitor's other tabs or extensions may have stored) and tells how many entries were there.
 * Storage that is unavailable or throws holds nothing the site can reach, so it counts as empty.
 */
export function clearStoredData(
  inventory: Record<string, StoredItem>,
  storageOf: (area: StorageArea) => Storage | null = browserStorage,
): number {
  let removed = 0
  for (const { area, keys } of Object.values(inventory)) {
    for (const key of keys) {
      try {
        const storage = storageOf(area)
        if (!storage || storage.getItem(key) === null) continue
        storage.removeItem(key)
        removed += 1
      } catch {
        // Unreachable storage: nothing of ours to remove there.
      }
    }
  }
  return removed
}
