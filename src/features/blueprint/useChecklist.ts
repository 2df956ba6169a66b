import { useSyncExternalStore } from 'react'

import type { ChecklistItemId } from '../../content/blueprint'
import { createChecklistState, NOTHING_TICKED, type TickedItems } from './checklistState'
import { checklistStore } from './checklistStorage'

/** One state for the whole visit: created on first use, in the browser only. */
let shared: ReturnType<typeof createChecklistState> | undefined
const state = () => (shared ??= createChecklistState(checklistStore()))

const subscribe = (onChange: () => void) => state().subscribe(onChange)
const getSnapshot = () => state().getSnapshot()
const getServerSnapshot = () => NOTHING_TICKED

/**
 * The ticked items and a way to tick one. Hydration renders the prerendered state (nothing
 * ticked) and React moves to the stored ticks right after, so the two never mismatch; the
 * restore script has already ticked the boxes themselves before the page was painted.
 */
export function useChecklist(): {
  ticked: TickedItems
  toggle: (id: ChecklistItemId, ticked: boolean) => void
} {
  const ticked = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  return { ticked, toggle: (id, isTicked) => state().toggle(id, isTicked) }
}
