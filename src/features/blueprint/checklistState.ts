import { checklistItemIds, type ChecklistItemId } from '../../content/blueprint'
import type { ChecklistStore } from './checklistStorage'

export type TickedItems = ReadonlySet<ChecklistItemId>

/**
 * The checklist's ticks for React's `useSyncExternalStore`: what the page shows, backed by
 * the browser's storage. Ticks live in memory first, so a tick the browser refuses to store
 * still holds for the rest of the visit, across pages.
 */
export interface ChecklistState {
  subscribe(onChange: () => void): () => void
  /** The ticked items: the same object until something changes, as React requires. */
  getSnapshot(): TickedItems
  toggle(id: ChecklistItemId, ticked: boolean): void
}

/** What the prerendered page shows, and so what hydration must render first: nothing ticked. */
export const NOTHING_TICKED: TickedItems = new Set()

const isItemId = (key: string | null): key is ChecklistItemId =>
  (checklistItemIds as readonly (string | null)[]).includes(key)

export function createChecklistState(store: ChecklistStore): ChecklistState {
  let ticked: TickedItems | undefined
  const listeners = new Set<() => void>()
  const read = () => store.readTicked(checklistItemIds) as Set<ChecklistItemId>
  const notify = () => listeners.forEach((listener) => listener())

  // Another tab ticking an item changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !isItemId(event.key)) return
    ticked = read()
    notify()
  }

  const getSnapshot = () => (ticked ??= read())

  return {
    getSnapshot,
    subscribe(onChange) {
      listeners.add(onChange)
      if (listeners.size === 1) window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(onChange)
        if (listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
    toggle(id, isTicked) {
      const next = new Set(getSnapshot())
      if (isTicked) next.add(id)
      else next.delete(id)
      ticked = next
      store.write(id, isTicked)
      notify()
    },
  }
}
