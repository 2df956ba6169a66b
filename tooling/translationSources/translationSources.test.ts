import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { plainDocument, postDocument } from './documentText'
import { noticeDate, postUpdate } from './englishUpdates'
import { fingerprint } from './fingerprint'
import { documentFingerprint, documentSource, documentStatus, stringStatuses } from './freshness'
import { freshnessProblems } from './freshnessProblems'
import type { LanguageStatus, LanguageTexts } from './languageTexts'
import { type Entry, isUnsettled, recordSources, targetMatches } from './recordSources'
import { readSnapshot, snapshotFile, type SourceSnapshot, writeSnapshot } from './snapshot'

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

/** A snapshot that recorded the Spanish post against the English of `recordedEnglish`. */
function recordedPost(recordedEnglish = englishPost()): SourceSnapshot {
  return {
    strings: {},
    documents: {
      'blog/sample.md': {
        recordedAt: '2026-11-24',
        translation: documentFingerprint(spanishPost()),
        en: documentSource(recordedEnglish),
      },
    },
  }
}

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
  })

  it('does not change when a paragraph is only re-wrapped', () => {
    const rewrapped = englishPost(ENGLISH_BODY.replace('every step\nfor', 'every\nstep for'))
    expect(documentSource(rewrapped)).toEqual(documentSource(englishPost()))
  })

  it('reads a file without front matter (the blueprint) as blocks only', () => {
    const document = plainDocument('blueprint.md', 'locales/en/blueprint.md', '# Title\n\nText.\n')
    expect(document.words).toEqual({})
    expect(document.blocks.map((block) => block.line)).toEqual([1, 3])
  })
})

describe('JSON strings against their recorded English', () => {
  const english = new Map([
    [
      'home',
      new Map<string, unknown>([
        ['hero.title', 'Grow faster'],
        ['hero.cta', 'Get a Quote'],
        ['hero.note', 'New'],
        ['readingTime_other', '{{count}} min read'],
      ]),
    ],
  ])
  const spanish = new Map([
    [
      'home',
      new Map<string, unknown>([
        ['hero.title', 'Crece más rápido'],
        ['hero.cta', 'Cotiza ya'],
        ['hero.note', 'Nuevo'],
        ['readingTime_many', '{{count}} min de lectura'],
        ['hero.empty', ''],
      ]),
    ],
  ])
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

  it('are current, stale, edited since, or unrecorded; plural forms answer to English _other', () => {
    const statuses = stringStatuses(english, spanish, snapshot)
    expect(statuses.map(({ key, freshness }) => [key, freshness])).toEqual([
      ['hero.title', 'stale'],
      ['hero.cta', 'edited'],
      ['hero.note', 'unrecorded'],
      ['readingTime_many', 'current'],
    ])
    expect(statuses[0]).toMatchObject({ recordedEnglish: 'Grow', english: 'Grow faster' })
  })

  it('fail the check when stale (with the English then and now) or unrecorded, one line per file', () => {
    const status: LanguageStatus = {
      locale: 'es',
      snapshot,
      strings: stringStatuses(english, spanish, snapshot),
      documents: [],
    }
    const problems = freshnessProblems(status, () => ({ date: undefined, where: '' }))
    expect(problems).toEqual([
      {
        file: 'locales/es/home.json',
        key: 'hero.title',
        kind: 'stale',
        detail:
          'the English changed since it was translated\n      was: "Grow"\n      now: "Grow faster"',
      },
      {
        file: 'locales/es/home.json',
        key: 'hero.cta, hero.note',
        kind: 'unrecorded',
        detail: 'edited since the English it answers to was recorded',
      },
    ])
  })
})

describe('a document against its recorded English', () => {
  it('is current when neither changed', () => {
    const status = documentStatus(
      'es',
      englishPost(),
      spanishPost(),
      recordedPost().documents['blog/sample.md'],
    )
    expect(status).toMatchObject({ freshness: 'current', changes: [] })
  })

  it('is stale when the English changed, each change as its English then and now and where to edit', () => {
    const english = englishPost(
      ENGLISH_BODY.replace('90 days', '180 days').replace(
        'Closing paragraph.',
        'Closing paragraph.\n\nA new last word.',
      ),
      'Sample, revised',
    )
    const status = documentStatus(
      'es',
      english,
      spanishPost(),
      recordedPost().documents['blog/sample.md'],
    )
    expect(status.freshness).toBe('stale')
    expect(status.changes).toEqual([
      {
        field: 'title',
        section: null,
        was: ['Sample'],
        now: ['Sample, revised'],
        englishLine: null,
        translationLine: null,
      },
      {
        field: null,
        section: 'Measure first',
        was: ['Put a number on every step for the last 90 days.'],
        now: ['Put a number on every step for the last 180 days.'],
        englishLine: 12,
        translationLine: 12,
      },
      {
        field: null,
        section: 'Then change',
        was: [],
        now: ['A new last word.'],
        englishLine: 22,
        translationLine: null,
      },
    ])
  })

  it('is edited, not stale, once the translation changed after the English did', () => {
    const english = englishPost(ENGLISH_BODY.replace('90 days', '180 days'))
    const updated = spanishPost(SPANISH_BODY.replace('90 días', '180 días'))
    const status = documentStatus(
      'es',
      english,
      updated,
      recordedPost().documents['blog/sample.md'],
    )
    expect(status).toMatchObject({ freshness: 'edited', changes: [] })
  })

  it('is missing without a file, and unrecorded without a record', () => {
    expect(documentStatus('es', englishPost(), undefined, undefined)).toMatchObject({
      freshness: 'missing',
      file: 'locales/es/blog/sample.md',
    })
    expect(documentStatus('es', englishPost(), spanishPost(), undefined).freshness).toBe(
      'unrecorded',
    )
  })
})

describe("a stale document's notice date", () => {
  const english = englishPost(ENGLISH_BODY.replace('90 days', '180 days'))
  const stale = documentStatus(
    'es',
    english,
    spanishPost(),
    recordedPost().documents['blog/sample.md'],
  )

  it("is the English update's date, when it is not older than the record", () => {
    expect(noticeDate(stale, postUpdate('locales/en/blog/sample.md', '2026-12-01'))).toEqual({
      date: '2026-12-01',
    })
  })

  it('is a problem naming the field to set when the English change has no date, or an older one', () => {
    for (const updatedAt of [undefined, '2025-01-01']) {
      const result = noticeDate(stale, postUpdate('locales/en/blog/sample.md', updatedAt))
      expect(result).toEqual({
        problem: expect.stringContaining(
          'set locales/en/blog/sample.md (updatedAt) to the day of the change',
        ),
      })
    }
  })

  it('is none when the translation is in step', () => {
    const current = documentStatus(
      'es',
      englishPost(),
      spanishPost(),
      recordedPost().documents['blog/sample.md'],
    )
    expect(noticeDate(current, postUpdate('x', undefined))).toBeNull()
  })
})

describe('recording sources', () => {
  const revisedPost = englishPost(ENGLISH_BODY.replace('90 days', '180 days'))
  const english: LanguageTexts = {
    locale: 'en',
    namespaces: new Map([
      [
        'home',
        new Map<string, unknown>([
          ['a', 'A now'],
          ['b', 'B'],
          ['c', 'C'],
        ]),
      ],
    ]),
    documents: new Map([['blog/sample.md', revisedPost]]),
  }
  const spanish: LanguageTexts = {
    locale: 'es',
    namespaces: new Map([
      [
        'home',
        new Map<string, unknown>([
          ['a', 'A es'],
          ['b', 'B es, edited'],
          ['c', 'C es'],
        ]),
      ],
    ]),
    documents: new Map([['blog/sample.md', spanishPost()]]),
  }
  const snapshot: SourceSnapshot = {
    strings: {
      home: {
        a: { en: 'A then', translation: fingerprint(['A es']) },
        b: { en: 'B', translation: fingerprint(['B es']) },
        gone: { en: 'Removed', translation: fingerprint(['Quitado']) },
      },
    },
    documents: recordedPost().documents,
  }
  const status: LanguageStatus = {
    locale: 'es',
    snapshot,
    strings: stringStatuses(english.namespaces, spanish.namespaces, snapshot),
    documents: [
      documentStatus('es', revisedPost, spanishPost(), snapshot.documents['blog/sample.md']),
    ],
  }

  it('as i18n:status does: new and edited translations, never a stale one; records of removed keys go', () => {
    const { snapshot: next, recorded } = recordSources(
      status,
      english,
      spanish,
      '2026-12-02',
      isUnsettled,
    )
    expect(recorded.map((entry) => entry.status.freshness)).toEqual(['edited', 'unrecorded'])
    expect(next.strings.home).toEqual({
      a: snapshot.strings.home?.a,
      b: { en: 'B', translation: fingerprint(['B es, edited']) },
      c: { en: 'C', translation: fingerprint(['C es']) },
    })
    expect(next.documents).toEqual(snapshot.documents)
  })

  it('as i18n:reviewed does: the named entries, against today’s English, stale or not', () => {
    const targets = ['home:a', 'blog/sample']
    const choose = (entry: Entry) => targets.some((target) => targetMatches(target, entry))
    const { snapshot: next } = recordSources(status, english, spanish, '2026-12-02', choose)
    expect(next.strings.home?.a).toEqual({ en: 'A now', translation: fingerprint(['A es']) })
    expect(next.strings.home?.c).toBeUndefined()
    expect(next.documents['blog/sample.md']).toMatchObject({
      recordedAt: '2026-12-02',
      en: documentSource(revisedPost),
    })
  })

  it('names a namespace, a key, a branch of keys, a plural or a document as targets', () => {
    const key = (namespace: string, name: string): Entry => ({
      kind: 'string',
      status: { namespace, key: name, freshness: 'stale', english: '', translation: '' },
    })
    expect(targetMatches('home', key('home', 'hero.title'))).toBe(true)
    expect(targetMatches('home:hero', key('home', 'hero.title'))).toBe(true)
    expect(targetMatches('home:hero.title', key('home', 'hero.title'))).toBe(true)
    expect(targetMatches('home:her', key('home', 'hero.title'))).toBe(false)
    expect(targetMatches('blog:readingTime', key('blog', 'readingTime_many'))).toBe(true)
    expect(targetMatches('about', key('home', 'hero.title'))).toBe(false)
    const document: Entry = {
      kind: 'document',
      status: documentStatus('es', revisedPost, spanishPost(), undefined),
    }
    expect(targetMatches('blog/sample', document)).toBe(true)
    expect(targetMatches('blog/sample.md', document)).toBe(true)
    expect(targetMatches('blog', document)).toBe(false)
  })
})

describe('the snapshot file', () => {
  let root = ''
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('is written sorted, only when it changes, and read back', () => {
    root = mkdtempSync(join(tmpdir(), 'sources-'))
    mkdirSync(join(root, 'locales/es'), { recursive: true })
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

  it('names itself and the way out when it is broken', () => {
    root = mkdtempSync(join(tmpdir(), 'sources-'))
    mkdirSync(join(root, 'locales/es'), { recursive: true })
    writeFileSync(join(root, snapshotFile('es')), '<<<<<<< HEAD\n{}')
    expect(() => readSnapshot(root, 'es')).toThrow(
      /locales\/es\/\.source\.json: not valid JSON: [\s\S]*take either side and run it again/,
    )
    writeFileSync(join(root, snapshotFile('es')), '{"strings": {"__proto__": {}}, "documents": {}}')
    expect(() => readSnapshot(root, 'es')).toThrow(
      /locales\/es\/\.source\.json:1: "__proto__" is not a key the site reads/,
    )
  })
})
