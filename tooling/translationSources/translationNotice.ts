import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { BLUEPRINT_DOCUMENT_ID, type DocumentText, plainDocument } from './documentText.ts'
import { blueprintUpdate, type EnglishUpdate, noticeDate } from './englishUpdates.ts'
import { documentPiece } from './freshness.ts'
import { readSnapshot, type SourceSnapshot } from './snapshot.ts'

/** For the build: a translated page's "English updated on …" date; throws when there is none. */
export function translationNoticeDate(
  locale: string,
  english: DocumentText,
  translation: DocumentText,
  snapshot: SourceSnapshot,
  update: EnglishUpdate,
): string | undefined {
  const piece = documentPiece(locale, english, translation, snapshot.documents[english.id])
  const date = noticeDate(piece, update)
  if (!date) return undefined
  if ('problem' in date) throw new Error(date.problem)
  return date.date
}

export function blueprintNoticeDates(
  root: string,
  locales: readonly string[],
  defaultLocale: string,
): Record<string, string> {
  // A missing file is left to the prerender, which names it (src/build/writeBlueprintDownloads.ts).
  const read = (locale: string) => {
    const file = `locales/${locale}/${BLUEPRINT_DOCUMENT_ID}`
    if (!existsSync(join(root, file))) return undefined
    return plainDocument(BLUEPRINT_DOCUMENT_ID, file, readFileSync(join(root, file), 'utf8'))
  }
  const english = read(defaultLocale)
  const dates: Record<string, string> = {}
  for (const locale of locales.filter((code) => code !== defaultLocale)) {
    const translation = read(locale)
    if (!english || !translation) continue
    const snapshot = readSnapshot(root, locale)
    const date = translationNoticeDate(locale, english, translation, snapshot, blueprintUpdate)
    if (date) dates[locale] = date
  }
  return dates
}
