import { browserStorage } from '../storage/browserStorage'
import { readStoredText, writeStoredText } from '../storage/storedText'

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
      // An unreadable item starts unticked.
      return new Set(ids.filter((id) => readStoredText(id, storage) === 'true'))
    },
    write(id, ticked) {
      return writeStoredText(id, String(ticked), storage)
    },
  }
}
