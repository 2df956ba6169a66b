import { type ChecklistItemId, checklistItemIds } from '../../content/blueprint'
import type { ChecklistStore } from './checklistStorage'

export type TickedItems = ReadonlySet<ChecklistItemId>

/**
 * The checklist's ticks for React's `useSyncExternalStore`: what the page shows, backed by
 * the browser's storage. A tick the browser refuses to store is kept in memory, so it holds for
 * as long as the state does (the document's life: useChecklist), across page changes.
 */
export interface ChecklistState {
  subscribe(onChange: () => void): () => void
  /** The ticked items: the same object until something changes, as React requires. */
  getSnapshot(): TickedItems
  toggle(id: ChecklistItemId, ticked: boolean): void
}

/** What the prerendered page shows, and so what hydration must render first: nothing ticked. */
export const NOTHING_TICKED: ReadonlySet<ChecklistItemId> = new Set()

const isItemId = (key: string | null): key is ChecklistItemId =>
  (checklistItemIds as readonly (string | null)[]).includes(key)

/**
 * `storageEvents`: where the browser announces storage changes made by other tabs (the
 * window); none on the server.
 */
export function createChecklistState(
  store: ChecklistStore,
  storageEvents: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): ChecklistState {
  let ticked: TickedItems | undefined
  const listeners = new Set<() => void>()
  // The ticks storage refused, laid over what it holds.
  const unsaved = new Map<ChecklistItemId, boolean>()
  const read = () => {
    const stored = store.readTicked(checklistItemIds)
    unsaved.forEach((isTicked, id) => (isTicked ? stored.add(id) : stored.delete(id)))
    return stored
  }
  const notify = () => listeners.forEach((listener) => listener())

  // Another tab ticking an item changes this one too.
  const onStorage = (event: Event) => {
    // A null key means the other tab cleared the whole storage.
    const { key } = event as StorageEvent
    if (key !== null && !isItemId(key)) return
    ticked = read()
    notify()
  }

  const getSnapshot = () => (ticked ??= read())

  return {
    getSnapshot,
    subscribe(onChange) {
      listeners.add(onChange)
      if (listeners.size === 1) storageEvents?.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(onChange)
        if (listeners.size > 0) return
        storageEvents?.removeEventListener('storage', onStorage)
        // Unheard from now on, another tab may tick items: read them afresh when shown again.
        ticked = undefined
      }
    },
    toggle(id, isTicked) {
      const next = new Set(getSnapshot())
      if (isTicked) next.add(id)
      else next.delete(id)
      ticked = next
      if (store.write(id, isTicked)) unsaved.delete(id)
      else unsaved.set(id, isTicked)
      notify()
    },
  }
}
