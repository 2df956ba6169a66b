import { describe, expect, it } from 'vitest'

import {
  auditTranslations,
  type ContextFile,
  type NamespaceFile,
  placeholdersOf,
} from './i18nStatus'

const english = {
  hero: { title: 'Grow with {{name}}', cta: 'Get a Quote' },
  readingTime_one: '{{count}} min read',
  readingTime_other: '{{count}} min read',
}

function file(
  locale: string,
  existing: Record<string, unknown>,
  expected: Record<string, unknown> = english,
): NamespaceFile {
  return { locale, namespace: 'home', file: `locales/${locale}/home.json`, expected, existing }
}

const described: ContextFile[] = [
  {
    namespace: 'home',
    file: 'locales/context/home.json',
    descriptions: { hero: { title: '{{name}} is the agency' }, readingTime: 'minutes' },
  },
]

const auditBeside = (locale: string, texts: Record<string, unknown>) =>
  auditTranslations([file('en', english), file(locale, texts)], 'en', described)

describe('auditTranslations', () => {
  it('names the file and key of a missing, empty or unused translation, with the English', () => {
    const spanish = {
      hero: { title: '' },
      readingTime_one: '{{count}} min',
      readingTime_other: '{{count}} min',
      old: 'Ya no se usa',
    }
    const problems = auditBeside('es', spanish)
    expect(problems.map((p) => p.file)).toEqual(Array(3).fill('locales/es/home.json'))
    expect(problems.map((p) => [p.key, p.kind, p.detail])).toEqual([
      ['hero.title', 'empty', 'no text yet (English: "Grow with {{name}}")'],
      ['hero.cta', 'missing', 'not in the file (English: "Get a Quote")'],
      ['old', 'unused', 'no code reads it'],
    ])
  })

  it('expects in every language the keys English keeps for names built at run time (meta.*)', () => {
    const withMeta = { ...english, meta: { title: 'Home' } }
    const problems = auditTranslations(
      [file('en', withMeta, withMeta), file('es', english)],
      'en',
      [],
    )
    expect(problems.filter((p) => p.kind === 'missing').map((p) => [p.file, p.key])).toEqual([
      ['locales/es/home.json', 'meta.title'],
    ])
  })

  it("catches a placeholder renamed or dropped, a locale's extra plural form checked against the English _other", () => {
    const expected = { ...english, readingTime_many: '' }
    const portuguese = {
      hero: { title: 'Cresça com {{nome}}', cta: 'Orçamento' },
      readingTime_one: '1 min de leitura',
      readingTime_other: 'min de leitura',
      readingTime_many: '{{minutes}} min',
    }
    const problems = auditTranslations(
      [file('en', english), file('pt', portuguese, expected)],
      'en',
      described,
    )
    expect(problems.map((p) => p.file)).toEqual(Array(3).fill('locales/pt/home.json'))
    expect(problems.map((p) => [p.key, p.kind, p.detail])).toEqual([
      ['hero.title', 'placeholders', 'unknown {{nome}}; missing {{name}} (English has {{name}})'],
      ['readingTime_other', 'placeholders', 'missing {{count}} (English has {{count}})'],
      [
        'readingTime_many',
        'placeholders',
        'unknown {{minutes}}; missing {{count}} (English has {{count}})',
      ],
    ])
  })

  it('names a text holding markup (src/features/i18n/plainText.ts), {{- value}} or $t(…), which a page would show as written', () => {
    const spanish = {
      hero: { title: 'Crece con <b>{{name}}</b>', cta: 'Comienza $t(hero.title)' },
      readingTime_one: '{{- count}} min',
      readingTime_other: '{{count}} min',
    }
    expect(auditBeside('es', spanish).map((p) => [p.key, p.kind, p.detail])).toEqual([
      ['hero.title', 'markup', expect.stringMatching(/holds markup/)],
      ['hero.cta', 'unsupported', '$t(hero.title)'],
      ['readingTime_one', 'unsupported', '{{- count}}'],
    ])
  })

  it('asks for a description of every key with placeholders or plurals, and drops stale ones', () => {
    const notes: ContextFile[] = [
      {
        namespace: 'home',
        file: 'locales/context/home.json',
        descriptions: { readingTime: 'minutes', hero: { subtitle: 'gone' } },
      },
    ]
    const problems = auditTranslations([file('en', english)], 'en', notes)
    expect(problems.map((p) => [p.file, p.key, p.kind])).toEqual([
      ['locales/context/home.json', 'hero.title', 'needs-description'],
      ['locales/context/home.json', 'hero.subtitle', 'stale-description'],
    ])
  })
})

describe('placeholdersOf', () => {
  it('reads each interpolation once, in any letters, with or without a format, as i18next does', () => {
    expect(
      placeholdersOf('{{b}} and {{ años }} and {{b}} and {{when, datetime}} {{- ração}}'),
    ).toEqual(['años', 'b', 'ração', 'when'])
    expect(placeholdersOf('No placeholders')).toEqual([])
  })
})
