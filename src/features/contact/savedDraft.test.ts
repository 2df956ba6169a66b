import { describe, expect, it } from 'vitest'

import { memoryStorage, throwingStorage } from '../../../tests/unit/storage'
import { emptyDraft } from './enquiry'
import { ENQUIRY_DRAFT_STORAGE_KEY } from './enquiryDraftKey'
import { readSavedDraft, writeSavedDraft } from './savedDraft'

const typed = { ...emptyDraft, name: 'Ana', service: 'cro' as const, message: 'Hola' }

describe('the saved draft', () => {
  it('comes back as it was kept, with the id it was sent with', () => {
    const storage = memoryStorage()
    writeSavedDraft({ draft: typed, submissionId: '1-2-3-4' }, storage)
    expect(readSavedDraft(storage)).toEqual({ draft: typed, submissionId: '1-2-3-4' })
  })

  it('is forgotten when nothing is typed any more', () => {
    const storage = memoryStorage()
    writeSavedDraft({ draft: typed }, storage)
    writeSavedDraft({ draft: { ...emptyDraft, name: '  ' } }, storage)
    expect(storage.getItem(ENQUIRY_DRAFT_STORAGE_KEY)).toBeNull()
  })

  it.each([
    ['not JSON', '{"draft":'],
    ['no draft', '{"name":"Ana"}'],
    ['null', 'null'],
    ['a number', '7'],
  ])('holds no draft when storage holds %s', (_case, value) => {
    const storage = memoryStorage()
    storage.setItem(ENQUIRY_DRAFT_STORAGE_KEY, value)
    expect(readSavedDraft(storage)?.draft).toBeUndefined()
  })

  it('never throws where storage refuses, and without storage', () => {
    expect(readSavedDraft(throwingStorage)).toBeUndefined()
    expect(() => writeSavedDraft({ draft: typed }, throwingStorage)).not.toThrow()
    expect(readSavedDraft(null)).toBeUndefined()
  })
})
