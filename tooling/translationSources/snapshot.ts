import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { z } from 'zod'

import { jsonFileProblem } from '../jsonFileErrors.ts'

/** `locales/<lang>/.source.json`: the English each translation was made from; tools write it. */
const stringRecord = z.strictObject({
  en: z.string(),
  /** The translation's fingerprint then: a different one means it was edited. */
  translation: z.string(),
})

const documentRecord = z.strictObject({
  /** The day it was recorded, YYYY-MM-DD: an English update must be dated after it. */
  recordedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  translation: z.string(),
  en: z.strictObject({
    words: z.record(z.string(), z.string()),
    blocks: z.array(z.string()),
  }),
})

const sourceSnapshot = z.strictObject({
  $comment: z.string().optional(),
  /** Namespace (`home`) -> key (`hero.title`) -> record. */
  strings: z.record(z.string(), z.record(z.string(), stringRecord)),
  /** Document id (`blog/cro-for-saas.md`, `blueprint.md`) -> record. */
  documents: z.record(z.string(), documentRecord),
})

export type StringRecord = z.infer<typeof stringRecord>
export type DocumentRecord = z.infer<typeof documentRecord>
export type SourceSnapshot = z.infer<typeof sourceSnapshot>

const COMMENT =
  'Written by npm run i18n:status and npm run i18n:reviewed: the English each translation was made from. Do not edit (locales/README.md, "When the English changes").'

/** Whitespace collapsed: Prettier re-wrapping a paragraph, or an editor's line ends, change no text. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Only the English is kept as text; of the translation, whether it changed is all that matters. */
export function fingerprint(parts: readonly string[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(normalizeText(part)).update('\u0000')
  return hash.digest('hex').slice(0, 12)
}

export function snapshotFile(locale: string): string {
  return `locales/${locale}/.source.json`
}

export function readSnapshot(root: string, locale: string): SourceSnapshot {
  const file = snapshotFile(locale)
  const path = join(root, file)
  if (!existsSync(path)) return { strings: {}, documents: {} }
  const text = readFileSync(path, 'utf8')
  const problem = jsonFileProblem(text, file)
  if (problem) {
    throw new Error(
      `${problem}. It is written by npm run i18n:status: after a merge conflict, take either side and run it again.`,
    )
  }
  const parsed = sourceSnapshot.safeParse(JSON.parse(text))
  if (!parsed.success) {
    throw new Error(`${file} is not a source snapshot: ${parsed.error.issues[0]?.message ?? ''}`)
  }
  return parsed.data
}

/** Keys sorted at every level, so that a change to one text is a one-line diff in review. */
const sortedKeys = (_key: string, value: unknown) =>
  value === null || typeof value !== 'object' || Array.isArray(value)
    ? value
    : Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))

/** Writes the file only when its text changes; says whether it did. */
export function writeSnapshot(root: string, locale: string, snapshot: SourceSnapshot): boolean {
  const strings = Object.entries(snapshot.strings).filter(([, keys]) => Object.keys(keys).length)
  const json = {
    $comment: COMMENT,
    documents: snapshot.documents,
    strings: Object.fromEntries(strings),
  }
  const text = `${JSON.stringify(json, sortedKeys, 2)}\n`
  const path = join(root, snapshotFile(locale))
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false
  writeFileSync(path, text)
  return true
}
