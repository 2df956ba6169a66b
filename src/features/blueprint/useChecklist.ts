import { useState, useSyncExternalStore } from 'react'

import type { ChecklistItemId } from '../../content/blueprint'
import { createChecklistState, NOTHING_TICKED, type TickedItems } from './checklistState'
import { checklistStore } from './checklistStorage'

const getServerSnapshot = () => NOTHING_TICKED

/**
 * The ticked items and a way to tick one, from the state the checklist creates when it is
 * shown: it reads the stored ticks then, so coming back to the page shows them again. Hydration
 * renders the prerendered state (nothing ticked) and React moves to the stored ticks right
 * after, so the two never mismatch; the restore script has already ticked the boxes themselves
 * before the page was painted.
 */
export function useChecklist(): {
  ticked: TickedItems
  toggle: (id: ChecklistItemId, ticked: boolean) => void
} {
  const [state] = useState(() => createChecklistState(checklistStore()))
  const ticked = useSyncExternalStore(state.subscribe, state.getSnapshot, getServerSnapshot)
  return { ticked, toggle: state.toggle }
}
