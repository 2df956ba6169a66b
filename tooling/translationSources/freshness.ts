import { diffArrays } from 'diff'

import { isTranslated, sourceText } from '../i18nStatus.ts'
import type { DocumentText } from './documentText.ts'
import { fingerprint, normalizeText } from './fingerprint.ts'
import type { DocumentRecord, SourceSnapshot } from './snapshot.ts'

/** stale: the English changed since its record, the translation did not; edited: it did. */
type Freshness = 'current' | 'stale' | 'edited' | 'unrecorded'

export type NamespaceTexts = ReadonlyMap<string, unknown>

export interface StringStatus {
  namespace: string
  key: string
  freshness: Freshness
  /** The English the key answers to now (a plural form answers to English `_other`). */
  english: string
  recordedEnglish?: string
  translation: string
}

export function stringStatuses(
  english: ReadonlyMap<string, NamespaceTexts>,
  translated: ReadonlyMap<string, NamespaceTexts>,
  snapshot: SourceSnapshot,
): StringStatus[] {
  const statuses: StringStatus[] = []
  for (const [namespace, texts] of translated) {
    const source = new Map(english.get(namespace) ?? [])
    for (const [key, translation] of texts) {
      const englishText = sourceText(source, key)
      // A key English lacks is the check's "unused" problem; an empty one, its "empty".
      if (englishText === undefined || !isTranslated(translation)) continue
      const record = snapshot.strings[namespace]?.[key]
      const base = { namespace, key, english: englishText, translation }
      if (!record) {
        statuses.push({ ...base, freshness: 'unrecorded' })
        continue
      }
      const edited = record.translation !== fingerprint([translation])
      const changed = normalizeText(record.en) !== normalizeText(englishText)
      const freshness: Freshness = edited ? 'edited' : changed ? 'stale' : 'current'
      statuses.push({ ...base, freshness, recordedEnglish: record.en })
    }
  }
  return statuses
}

export interface DocumentChange {
  /** A front matter field (`title`, `excerpt`), or null for the body. */
  field: string | null
  /** The English heading the change sits under, or null before the first heading. */
  section: string | null
  /** The English blocks then, and now (either may be empty: a block added or removed). */
  was: string[]
  now: string[]
  englishLine: number | null
  translationLine: number | null
}

export interface DocumentStatus {
  id: string
  file: string
  englishFile: string
  freshness: Freshness | 'missing'
  changes: DocumentChange[]
  recordedAt?: string
  pieces: number
}

export function documentSource(text: DocumentText): DocumentRecord['en'] {
  return { words: { ...text.words }, blocks: text.blocks.map((block) => block.text) }
}

export function documentFingerprint(text: DocumentText): string {
  const words = Object.entries(text.words).flatMap(([field, value]) => [field, value])
  return fingerprint([...words, ...text.blocks.map((block) => block.text)])
}

function wordChanges(was: Record<string, string>, now: Record<string, string>): DocumentChange[] {
  const fields = [...new Set([...Object.keys(now), ...Object.keys(was)])]
  return fields
    .filter((field) => was[field] !== now[field])
    .map((field) => ({
      field,
      section: null,
      was: was[field] === undefined ? [] : [was[field]],
      now: now[field] === undefined ? [] : [now[field]],
      englishLine: null,
      translationLine: null,
    }))
}

/** The body's changes as hunks; a translation's line is found by position (one block per block). */
function blockChanges(
  was: readonly string[],
  english: DocumentText,
  translation: DocumentText | undefined,
): DocumentChange[] {
  const aligned = translation?.blocks.length === was.length
  const changes: DocumentChange[] = []
  let oldIndex = 0
  let newIndex = 0
  let open: DocumentChange | null = null
  for (const part of diffArrays(
    [...was],
    english.blocks.map((block) => block.text),
  )) {
    if (!part.added && !part.removed) {
      open = null
      oldIndex += part.value.length
      newIndex += part.value.length
      continue
    }
    if (!open) {
      const next = english.blocks[newIndex]
      open = {
        field: null,
        section: next ? next.section : (english.blocks.at(-1)?.section ?? null),
        was: [],
        now: [],
        englishLine: next?.line ?? null,
        translationLine: aligned ? (translation.blocks[oldIndex]?.line ?? null) : null,
      }
      changes.push(open)
    }
    if (part.removed) {
      open.was.push(...part.value)
      oldIndex += part.value.length
    } else {
      open.now.push(...part.value)
      newIndex += part.value.length
    }
  }
  return changes
}

export function documentStatus(
  locale: string,
  english: DocumentText,
  translation: DocumentText | undefined,
  record: DocumentRecord | undefined,
): DocumentStatus {
  const base = {
    id: english.id,
    file: `locales/${locale}/${english.id}`,
    englishFile: english.file,
    pieces: Object.keys(english.words).length + english.blocks.length,
    recordedAt: record?.recordedAt,
  }
  if (!translation) return { ...base, freshness: 'missing', changes: [] }
  if (!record) return { ...base, freshness: 'unrecorded', changes: [] }
  const changes = [
    ...wordChanges(record.en.words, english.words),
    ...blockChanges(record.en.blocks, english, translation),
  ]
  const edited = record.translation !== documentFingerprint(translation)
  const freshness: Freshness = edited ? 'edited' : changes.length > 0 ? 'stale' : 'current'
  return { ...base, freshness, changes: freshness === 'stale' ? changes : [] }
}
