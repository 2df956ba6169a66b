import { isTranslated, sourceText } from '../i18nStatus.ts'
import { blockChanges, wordChanges } from './documentChanges.ts'
import type { DocumentText } from './documentText.ts'
import { type EnglishUpdate, englishUpdateOf } from './englishUpdates.ts'
import { type LanguageTexts, namespaceFile } from './languageTexts.ts'
import {
  type DocumentRecord,
  fingerprint,
  normalizeText,
  type SourceSnapshot,
  type StringRecord,
} from './snapshot.ts'

/** stale: the English changed since its record, the translation did not; edited: it did. */
type Freshness = 'current' | 'stale' | 'edited' | 'unrecorded' | 'missing'

/** One change of the English: where it is, and its text then and now (empty: added or removed). */
export interface Change {
  place: string | null
  was: string[]
  now: string[]
}

/** One text recorded on its own in `.source.json`: a JSON key, or a whole Markdown file. */
export interface Piece {
  /** What i18n:reviewed takes: `home:hero.title`, `blog/cro-for-saas.md`. */
  name: string
  file: string
  englishFile: string
  /** The key in its file; null for a Markdown file, recorded whole. */
  key: string | null
  freshness: Freshness
  /** A stale piece's changes. */
  changes: Change[]
  recordedAt?: string
  /** A document's English update date, which its notice gives. */
  update?: EnglishUpdate
  record?: StringRecord | DocumentRecord
  /** Today's English and translation, as recorded (a document's `recordedAt` is set then). */
  current?: StringRecord | DocumentRecord
}

function piece(
  base: Pick<Piece, 'name' | 'file' | 'englishFile' | 'key' | 'update' | 'record' | 'current'>,
  changes: Change[],
): Piece {
  const { record, current } = base
  const recordedAt = record && 'recordedAt' in record ? record.recordedAt : undefined
  const is = (freshness: Freshness) => ({ ...base, freshness, changes: [], recordedAt })
  if (!current) return is('missing')
  if (!record) return is('unrecorded')
  if (record.translation !== current.translation) return is('edited')
  return changes.length > 0 ? { ...is('stale'), changes } : is('current')
}

/** Every key a language translated and every English document, against the language's record. */
export function languagePieces(
  english: LanguageTexts,
  translated: LanguageTexts,
  snapshot: SourceSnapshot,
): Piece[] {
  const { locale } = translated
  const strings = [...translated.namespaces].flatMap(([namespace, texts]) => {
    const source = english.namespaces.get(namespace) ?? new Map<string, unknown>()
    return [...texts].flatMap(([key, translation]) => {
      const en = sourceText(source, key)
      // A key English lacks is the check's "unused" problem; an empty one, its "empty".
      if (en === undefined || !isTranslated(translation)) return []
      const record = snapshot.strings[namespace]?.[key]
      const changed = record && normalizeText(record.en) !== normalizeText(en)
      const base = {
        name: `${namespace}:${key}`,
        file: namespaceFile(locale, namespace),
        englishFile: namespaceFile(english.locale, namespace),
        key,
        record,
        current: { en, translation: fingerprint([translation]) },
      }
      return [piece(base, changed ? [{ place: null, was: [record.en], now: [en] }] : [])]
    })
  })
  const documents = [...english.documents.values()].map((original) =>
    documentPiece(
      locale,
      original,
      translated.documents.get(original.id),
      snapshot.documents[original.id],
    ),
  )
  return [...strings, ...documents]
}

export function documentPiece(
  locale: string,
  english: DocumentText,
  translation: DocumentText | undefined,
  record: DocumentRecord | undefined,
): Piece {
  const base = {
    name: english.id,
    file: `locales/${locale}/${english.id}`,
    englishFile: english.file,
    key: null,
    update: englishUpdateOf(english),
    record,
    current: translation && {
      recordedAt: '',
      translation: documentFingerprint(translation),
      en: { words: { ...english.words }, blocks: english.blocks.map((block) => block.text) },
    },
  }
  if (!record || !translation) return piece(base, [])
  return piece(base, [
    ...wordChanges(record.en.words, english.words),
    ...blockChanges(record.en.blocks, english, translation),
  ])
}

function documentFingerprint(text: DocumentText): string {
  const words = Object.entries(text.words).flatMap(([field, value]) => [field, value])
  return fingerprint([...words, ...text.blocks.map((block) => block.text)])
}
