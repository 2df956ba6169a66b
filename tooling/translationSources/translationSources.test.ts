import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { plainDocument, postDocument } from './documentText'
import { noticeDate, postUpdate } from './englishUpdates'
import { documentPiece, languagePieces, type Piece } from './freshness'
import { freshnessProblems } from './freshnessReport'
import type { LanguageTexts } from './languageTexts'
import { isUnsettled, recordSources, targetMatches } from './recordSources'
import {
  type DocumentRecord,
  fingerprint,
  readSnapshot,
  snapshotFile,
  type SourceSnapshot,
  writeSnapshot,
} from './snapshot'

const post = (title: string, body: string) => `---
slug: sample
title: '${title}'
excerpt: 'An excerpt.'
tags: [SEO, CRO]
---

${body}
`

const ENGLISH_BODY = `Opening paragraph.

## Measure first

Put a number on every step
for the last 90 days.

- one
- two

## Then change

Closing paragraph.`

const SPANISH_BODY = `Párrafo inicial.

## Mide primero

Ponle un número a cada paso de los últimos 90 días.

- uno
- dos

## Luego cambia

Párrafo final.`

const englishPost = (body = ENGLISH_BODY, title = 'Sample') =>
  postDocument('blog/sample.md', 'locales/en/blog/sample.md', post(title, body))
const spanishPost = (body = SPANISH_BODY) =>
  postDocument('blog/sample.md', 'locales/es/blog/sample.md', post('Ejemplo', body))
const revisedPost = englishPost(ENGLISH_BODY.replace('90 days', '180 days'))

/** The Spanish post as recorded against the English of `recordedEnglish`. */
function recordedPost(recordedEnglish = englishPost()): DocumentRecord {
  const current = documentPiece('es', recordedEnglish, spanishPost(), undefined).current
  return { ...(current as DocumentRecord), recordedAt: '2026-11-24' }
}

const texts = (
  locale: string,
  keys: Record<string, unknown>,
  documents = [spanishPost()],
): LanguageTexts => ({
  locale,
  namespaces: new Map([['home', new Map(Object.entries(keys))]]),
  documents: new Map(documents.map((document) => [document.id, document])),
})

describe('a Markdown document in pieces', () => {
  it('is its translated front matter fields and its top-level blocks, each with its line and heading', () => {
    const document = englishPost()
    expect(document.words).toEqual({ title: 'Sample', excerpt: 'An excerpt.', tags: 'SEO, CRO' })
    expect(document.blocks.map(({ text, line, section }) => [text, line, section])).toEqual([
      ['Opening paragraph.', 8, null],
      ['## Measure first', 10, null],
      ['Put a number on every step for the last 90 days.', 12, 'Measure first'],
      ['- one - two', 15, 'Measure first'],
      ['## Then change', 18, 'Measure first'],
      ['Closing paragraph.', 20, 'Then change'],
    ])
    const blueprint = plainDocument('blueprint.md', 'locales/en/blueprint.md', '# Title\n\nText.\n')
    expect([blueprint.words, blueprint.blocks.map((block) => block.line)]).toEqual([{}, [1, 3]])
  })

  it('does not change when a paragraph is only re-wrapped', () => {
    const rewrapped = englishPost(ENGLISH_BODY.replace('every step\nfor', 'every\nstep for'))
    const record = recordedPost()
    expect(documentPiece('es', rewrapped, spanishPost(), record).freshness).toBe('current')
  })
})

describe('each translated text against its recorded English', () => {
  const english = texts(
    'en',
    {
      'hero.title': 'Grow faster',
      'hero.cta': 'Get a Quote',
      'hero.note': 'New',
      readingTime_other: '{{count}} min read',
    },
    [englishPost()],
  )
  const spanish = texts('es', {
    'hero.title': 'Crece más rápido',
    'hero.cta': 'Cotiza ya',
    'hero.note': 'Nuevo',
    readingTime_many: '{{count}} min de lectura',
    'hero.empty': '',
  })
  const snapshot: SourceSnapshot = {
    documents: {},
    strings: {
      home: {
        // Recorded against older English: stale unless the translation changed since.
        'hero.title': { en: 'Grow', translation: fingerprint(['Crece más rápido']) },
        'hero.cta': { en: 'Get a Quote', translation: fingerprint(['Solicita una cotización']) },
        readingTime_many: {
          en: '{{count}} min read',
          translation: fingerprint(['{{count}} min de lectura']),
        },
      },
    },
  }

  it('is current, stale, edited since, or unrecorded; plural forms answer to English _other', () => {
    const pieces = languagePieces(english, spanish, snapshot)
    expect(pieces.map(({ name, freshness }) => [name, freshness])).toEqual([
      ['home:hero.title', 'stale'],
      ['home:hero.cta', 'edited'],
      ['home:hero.note', 'unrecorded'],
      ['home:readingTime_many', 'current'],
      ['blog/sample.md', 'unrecorded'],
    ])
  })

  it('asks, one line per file, to record the unrecorded and edited ones', () => {
    const problems = freshnessProblems(languagePieces(english, spanish, snapshot))
    expect(problems.filter((problem) => problem.kind === 'unrecorded')).toEqual([
      {
        file: 'locales/es/home.json',
        key: 'hero.cta, hero.note',
        kind: 'unrecorded',
        detail: 'edited since the English it answers to was recorded',
      },
      {
        file: 'locales/es/blog/sample.md',
        key: '(the whole file)',
        kind: 'unrecorded',
        detail: 'translated, with no English source recorded yet',
      },
    ])
  })
})

describe('a stale document', () => {
  it('lists each change with its English then and now and where to edit', () => {
    const english = englishPost(
      ENGLISH_BODY.replace('90 days', '180 days').replace(
        'Closing paragraph.',
        'Closing paragraph.\n\nA new last word.',
      ),
      'Sample, revised',
    )
    const piece = documentPiece('es', english, spanishPost(), recordedPost())
    expect(piece.freshness).toBe('stale')
    expect(piece.changes).toEqual([
      { place: 'front matter "title"', was: ['Sample'], now: ['Sample, revised'] },
      {
        place: 'under "Measure first" (English line 12, your line 12)',
        was: ['Put a number on every step for the last 90 days.'],
        now: ['Put a number on every step for the last 180 days.'],
      },
      { place: 'under "Then change" (English line 22)', was: [], now: ['A new last word.'] },
    ])
  })

  it('has no notice date, but a problem naming the field to set, when the English change has no date or an older one', () => {
    const stale = documentPiece('es', revisedPost, spanishPost(), recordedPost())
    for (const updatedAt of [undefined, '2025-01-01']) {
      const result = noticeDate(stale, postUpdate('locales/en/blog/sample.md', updatedAt))
      expect(result).toEqual({
        problem: expect.stringContaining(
          'set locales/en/blog/sample.md (updatedAt) to the day of the change',
        ),
      })
    }
  })
})

describe('recording sources', () => {
  const english = texts('en', { a: 'A now', b: 'B', c: 'C' }, [revisedPost])
  const spanish = texts('es', { a: 'A es', b: 'B es, edited', c: 'C es' })
  const snapshot: SourceSnapshot = {
    strings: {
      home: {
        a: { en: 'A then', translation: fingerprint(['A es']) },
        b: { en: 'B', translation: fingerprint(['B es']) },
        gone: { en: 'Removed', translation: fingerprint(['Quitado']) },
      },
    },
    documents: { 'blog/sample.md': recordedPost() },
  }

  it('as i18n:status does: new and edited translations, never a stale one; records of removed keys go', () => {
    const pieces = languagePieces(english, spanish, snapshot)
    const { snapshot: next, recorded } = recordSources(pieces, '2026-12-02', isUnsettled)
    expect(recorded.map((piece) => [piece.name, piece.freshness])).toEqual([
      ['home:b', 'edited'],
      ['home:c', 'unrecorded'],
    ])
    expect(next).toEqual({
      strings: {
        home: {
          a: snapshot.strings.home?.a,
          b: { en: 'B', translation: fingerprint(['B es, edited']) },
          c: { en: 'C', translation: fingerprint(['C es']) },
        },
      },
      documents: snapshot.documents,
    })
  })

  it('names a namespace, a key, a branch of keys, a plural or a document as targets', () => {
    const piece = (name: string) => ({ name }) as Piece
    expect(targetMatches('home', piece('home:hero.title'))).toBe(true)
    expect(targetMatches('home:hero', piece('home:hero.title'))).toBe(true)
    expect(targetMatches('home:hero.title', piece('home:hero.title'))).toBe(true)
    expect(targetMatches('home:her', piece('home:hero.title'))).toBe(false)
    expect(targetMatches('blog:readingTime', piece('blog:readingTime_many'))).toBe(true)
    expect(targetMatches('about', piece('home:hero.title'))).toBe(false)
    expect(targetMatches('blog/sample', piece('blog/sample.md'))).toBe(true)
    expect(targetMatches('blog/sample.md', piece('blog/sample.md'))).toBe(true)
    expect(targetMatches('blog', piece('blog/sample.md'))).toBe(false)
  })
})

describe('the snapshot file', () => {
  let root = ''
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sources-'))
    mkdirSync(join(root, 'locales/es'), { recursive: true })
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('is written sorted, only when it changes, and read back', () => {
    const snapshot: SourceSnapshot = {
      strings: { home: { z: { en: 'Z', translation: 'abc' }, a: { en: 'A', translation: 'def' } } },
      documents: {},
    }
    expect(writeSnapshot(root, 'es', snapshot)).toBe(true)
    expect(writeSnapshot(root, 'es', snapshot)).toBe(false)
    const text = readFileSync(join(root, snapshotFile('es')), 'utf8')
    expect(text.indexOf('"a"')).toBeLessThan(text.indexOf('"z"'))
    expect(readSnapshot(root, 'es').strings).toEqual(snapshot.strings)
    expect(readSnapshot(root, 'pt')).toEqual({ strings: {}, documents: {} })
  })

  it('names itself and the way out after a merge conflict', () => {
    writeFileSync(join(root, snapshotFile('es')), '<<<<<<< HEAD\n{}')
    expect(() => readSnapshot(root, 'es')).toThrow(
      /locales\/es\/\.source\.json: not valid JSON: [\s\S]*take either side and run it again/,
    )
  })
})
