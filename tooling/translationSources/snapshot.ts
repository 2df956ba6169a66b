import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { z } from 'zod'

import { jsonFileProblem } from '../jsonFileErrors.ts'

/** `locales/<lang>/.source.json`: the English each translation was made from; tools write it. */
const stringRecord = z.strictObject({
  en: z.string(),
  /** The translation's fingerprint then (fingerprint.ts): a different one means it was edited. */
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

export type DocumentRecord = z.infer<typeof documentRecord>
export type SourceSnapshot = z.infer<typeof sourceSnapshot>

const COMMENT =
  'Written by npm run i18n:status and npm run i18n:reviewed: the English each translation was made from. Do not edit (locales/README.md, "When the English changes").'

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

/** Sorted keys at every level, so that a change to one text is a one-line diff in review. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, sorted(inner)]),
  )
}

export function writeSnapshot(root: string, locale: string, snapshot: SourceSnapshot): boolean {
  const strings = Object.fromEntries(
    Object.entries(snapshot.strings).filter(([, keys]) => Object.keys(keys).length > 0),
  )
  const json = {
    $comment: COMMENT,
    ...(sorted({ documents: snapshot.documents, strings }) as object),
  }
  const text = `${JSON.stringify(json, null, 2)}\n`
  const path = join(root, snapshotFile(locale))
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false
  writeFileSync(path, text)
  return true
}
