import {
  budgetOptionIds,
  planOptionIds,
  serviceOptionIds,
  timelineOptionIds,
} from '../../content/contactOptions'
import { browserStorage } from '../storage/browserStorage'
import { emptyDraft, type EnquiryDraft } from './enquiry'
import { ENQUIRY_DRAFT_STORAGE_KEY } from './enquiryDraftKey'

/** A draft kept in the tab, with the id it was last sent with, so a retry is known as one. */
export interface SavedDraft {
  draft: EnquiryDraft
  submissionId?: string
}

const choices: Partial<Record<keyof EnquiryDraft, readonly string[]>> = {
  service: serviceOptionIds,
  plan: planOptionIds,
  timeline: timelineOptionIds,
  budget: budgetOptionIds,
}

/** Each field of a stored value that is one the form could hold; anything else is dropped. */
function draftFrom(value: unknown): EnquiryDraft {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const draft: Record<keyof EnquiryDraft, string> = { ...emptyDraft }
  for (const field of Object.keys(emptyDraft) as (keyof EnquiryDraft)[]) {
    const text = stored[field]
    if (typeof text === 'string' && (choices[field]?.includes(text) ?? true)) draft[field] = text
  }
  return draft as EnquiryDraft
}

export function readSavedDraft(storage = browserStorage('sessionStorage')): SavedDraft | undefined {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(ENQUIRY_DRAFT_STORAGE_KEY) ?? 'null')
    if (typeof saved !== 'object' || saved === null || !('draft' in saved)) return undefined
    const id = 'submissionId' in saved ? saved.submissionId : undefined
    return {
      draft: draftFrom(saved.draft),
      ...(typeof id === 'string' ? { submissionId: id } : {}),
    }
  } catch {
    return undefined
  }
}

export function writeSavedDraft(
  saved: SavedDraft | undefined,
  storage = browserStorage('sessionStorage'),
): void {
  try {
    const typed = saved && Object.values(saved.draft).some((text) => text.trim() !== '')
    if (typed) storage?.setItem(ENQUIRY_DRAFT_STORAGE_KEY, JSON.stringify(saved))
    else storage?.removeItem(ENQUIRY_DRAFT_STORAGE_KEY)
  } catch {
    // Storage full or refused: the form keeps working, only a reload would lose the draft.
  }
}

export function mergeDrafts(shown: EnquiryDraft, saved: EnquiryDraft): EnquiryDraft {
  const merged: Record<keyof EnquiryDraft, string> = { ...shown }
  for (const field of Object.keys(shown) as (keyof EnquiryDraft)[]) {
    if (shown[field] === '') merged[field] = saved[field]
  }
  return merged as EnquiryDraft
}
