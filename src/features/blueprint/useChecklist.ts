import { useSyncExternalStore } from 'react'

import type { ChecklistItemId } from '../../content/blueprint'
import {
  type ChecklistState,
  createChecklistState,
  NOTHING_TICKED,
  type TickedItems,
} from './checklistState'
import { checklistStore } from './checklistStorage'

const getServerSnapshot = () => NOTHING_TICKED

/**
 * The document's one checklist, made in the browser when first shown: where storage refuses
 * ticks, they last as long as the document, not only while the blueprint page is shown.
 */
let documentChecklist: ChecklistState | undefined

function checklistState(): ChecklistState {
  // The prerender keeps nothing between pages: each render gets a state of its own.
  if (typeof window === 'undefined') return createChecklistState(checklistStore())
  return (documentChecklist ??= createChecklistState(checklistStore()))
}

/**
 * The ticked items and a way to tick one, from the document's checklist: it reads the stored
 * ticks each time it is shown, so coming back to the page shows them again. Hydration
 * renders the prerendered state (nothing ticked) and React moves to the stored ticks right
 * after, so the two never mismatch; the restore script has already ticked the boxes themselves
 * before the page was painted.
 */
export function useChecklist(): {
  ticked: TickedItems
  toggle: (id: ChecklistItemId, ticked: boolean) => void
} {
  const state = checklistState()
  const ticked = useSyncExternalStore(state.subscribe, state.getSnapshot, getServerSnapshot)
  return { ticked, toggle: state.toggle }
}
