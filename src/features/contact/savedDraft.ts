import { browserStorage } from '../storage/browserStorage'
import type { EnquiryDraft } from './enquiry'
import { ENQUIRY_DRAFT_STORAGE_KEY } from './enquiryDraftKey'

/** A draft kept in the tab, with the id it was last sent with, so a retry is known as one. */
export interface SavedDraft {
  draft: EnquiryDraft
  submissionId?: string
}

/** What the tab holds, as any JSON may be: the form takes only the text its fields can show. */
export type StoredDraft = {
  draft?: Partial<Record<keyof EnquiryDraft, unknown>> | null
  submissionId?: unknown
}

export function readSavedDraft(
  storage = browserStorage('sessionStorage'),
): StoredDraft | undefined {
  try {
    const saved = JSON.parse(
      storage?.getItem(ENQUIRY_DRAFT_STORAGE_KEY) ?? 'null',
    ) as StoredDraft | null
    return saved ?? undefined
  } catch {
    return undefined
  }
}

export function writeSavedDraft(saved: SavedDraft, storage = browserStorage('sessionStorage')) {
  try {
    const typed = Object.values(saved.draft).some((text) => text.trim() !== '')
    if (typed) storage?.setItem(ENQUIRY_DRAFT_STORAGE_KEY, JSON.stringify(saved))
    else storage?.removeItem(ENQUIRY_DRAFT_STORAGE_KEY)
  } catch {
    // Storage full or refused: the form keeps working, only a reload would lose the draft.
  }
}
