import { browserStorage } from '../storage/browserStorage'

/**
 * Where the blueprint checklist keeps its ticks: the browser's local storage, one key per item
 * (its id), holding the text `true` or `false`.
 *
 * Storage is allowed to fail. Disabled storage, private modes and full quotas throw on access,
 * and anything else may have written to these keys. None of that may break the page: a failed
 * read is an unticked item, a failed write is a tick that lasts while the page is open.
 */
export interface ChecklistStore {
  /** The items stored as ticked, among `ids`. */
  readTicked<Id extends string>(ids: readonly Id[]): Set<Id>
  /** Stores one item's state; false when the browser refused it. */
  write(id: string, ticked: boolean): boolean
}

export function checklistStore(storage: () => Storage | null = browserStorage): ChecklistStore {
  return {
    readTicked(ids) {
      const ticked = new Set<(typeof ids)[number]>()
      for (const id of ids) {
        try {
          if (storage()?.getItem(id) === 'true') ticked.add(id)
        } catch {
          // Unreadable: the item starts unticked.
        }
      }
      return ticked
    },
    write(id, ticked) {
      try {
        const target = storage()
        if (!target) return false
        target.setItem(id, String(ticked))
        return true
      } catch {
        return false
      }
    },
  }
}
