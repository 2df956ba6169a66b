import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { blueprintDocumentUpdatedAt } from '../../src/content/blueprint.ts'
import { readPostFile } from '../../src/features/blog/compilePost.ts'
import { BLUEPRINT_DOCUMENT_ID } from './documentText.ts'
import type { DocumentStatus } from './freshness.ts'

export interface EnglishUpdate {
  date: string | undefined
  where: string
}

/** The blueprint download has no front matter: its date is in its content module. */
export const blueprintUpdate: EnglishUpdate = {
  date: blueprintDocumentUpdatedAt,
  where: 'src/content/blueprint.ts (blueprintDocumentUpdatedAt)',
}

/** A post's `updatedAt` (its English front matter); the blueprint's date in its content module. */
export function englishUpdateOf(root: string, document: DocumentStatus): EnglishUpdate {
  if (document.id === BLUEPRINT_DOCUMENT_ID) return blueprintUpdate
  const file = document.englishFile
  const { frontMatter } = readPostFile(readFileSync(join(root, file), 'utf8'), file)
  return postUpdate(file, frontMatter.updatedAt)
}

export function postUpdate(englishFile: string, updatedAt: string | undefined): EnglishUpdate {
  return { date: updatedAt, where: `${englishFile} (updatedAt)` }
}

/** A stale translation's notice date, or why it has none (no date, or older than the record). */
export function noticeDate(
  document: DocumentStatus,
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
