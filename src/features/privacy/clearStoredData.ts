import { browserStorage, type StorageArea } from '../storage/browserStorage'
import type { StoredItem } from './browserInventory'

/** Removes the inventory's keys only and counts them; storage that throws counts as empty. */
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
