import { blueprintDocumentUpdatedAt } from '../../src/content/blueprint.ts'
import { BLUEPRINT_DOCUMENT_ID, type DocumentText } from './documentText.ts'
import type { Piece } from './freshness.ts'

export interface EnglishUpdate {
  date: string | undefined
  where: string
}

/** The blueprint download has no front matter: its date is in its content module. */
export const blueprintUpdate: EnglishUpdate = {
  date: blueprintDocumentUpdatedAt,
  where: 'src/content/blueprint.ts (blueprintDocumentUpdatedAt)',
}

export function postUpdate(englishFile: string, updatedAt: string | undefined): EnglishUpdate {
  return { date: updatedAt, where: `${englishFile} (updatedAt)` }
}

export function englishUpdateOf(english: DocumentText): EnglishUpdate {
  return english.id === BLUEPRINT_DOCUMENT_ID
    ? blueprintUpdate
    : postUpdate(english.file, english.updatedAt)
}

/** A stale translation's notice date, or why it has none (no date, or older than the record). */
export function noticeDate(
  document: Piece,
  update: EnglishUpdate,
): { date: string } | { problem: string } | null {
  if (document.freshness !== 'stale') return null
  const recordedAt = document.recordedAt ?? ''
  if (update.date && update.date >= recordedAt) return { date: update.date }
  const found = update.date ? `says ${update.date}` : 'is not set'
  return {
    problem: `${document.englishFile} changed after ${document.file} was recorded on ${recordedAt}, but its update date ${found}: set ${update.where} to the day of the change`,
  }
}
