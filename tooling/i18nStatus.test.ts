import { describe, expect, it } from 'vitest'

import {
  auditTranslations,
  type ContextFile,
  formatProblems,
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
    expect(auditBeside('es', spanish).map((p) => [p.file, p.key, p.kind, p.detail])).toEqual([
      [
        'locales/es/home.json',
        'hero.title',
        'empty',
        'no text yet (English: "Grow with {{name}}")',
      ],
      ['locales/es/home.json', 'hero.cta', 'missing', 'not in the file (English: "Get a Quote")'],
      ['locales/es/home.json', 'old', 'unused', 'no code reads it'],
    ])
  })

  it('catches a placeholder renamed or dropped in translation', () => {
    const portuguese = {
      hero: { title: 'Cresça com {{nome}}', cta: 'Orçamento' },
      readingTime_one: '1 min de leitura',
      readingTime_other: 'min de leitura',
    }
    const problems = auditBeside('pt', portuguese)
    expect(problems).toEqual([
      {
        file: 'locales/pt/home.json',
        key: 'hero.title',
        kind: 'placeholders',
        detail: 'unknown {{nome}}; missing {{name}} (English has {{name}})',
      },
      {
        file: 'locales/pt/home.json',
        key: 'readingTime_other',
        kind: 'placeholders',
        detail: 'missing {{count}} (English has {{count}})',
      },
    ])
  })

  it('names a text that holds a tag, a comment or a script address, in any language', () => {
    const spanish = {
      hero: { title: 'Crece con <b>{{name}}</b>', cta: '<img src=x onerror=alert(1)>' },
      readingTime_one: '<!-- 1 --> min',
      readingTime_other: '[{{count}} min](javascript:alert(1))',
    }
    const problems = auditBeside('es', spanish)
    expect(problems.filter((p) => p.kind === 'markup').map((p) => [p.file, p.key])).toEqual([
      ['locales/es/home.json', 'hero.title'],
      ['locales/es/home.json', 'hero.cta'],
      ['locales/es/home.json', 'readingTime_one'],
      ['locales/es/home.json', 'readingTime_other'],
    ])
  })

  it('refuses what i18next would print as written: an unescaped value, a nested key that is not there', () => {
    const spanish = {
      hero: { title: 'Crece con {{- name}}', cta: 'Comienza $t(nope.missing)' },
      readingTime_one: '$t(hero.cta) {{count}} min',
      readingTime_other: '$t(home:readingTime, {"count": 2}) {{count}} min',
    }
    const problems = auditBeside('es', spanish)
    expect(
      problems
        .filter((p) => p.kind === 'unescaped' || p.kind === 'nesting')
        .map((p) => [p.key, p.kind, p.detail]),
    ).toEqual([
      ['hero.title', 'unescaped', '{{- name}}'],
      ['hero.cta', 'nesting', '$t(nope.missing) names no text'],
    ])
  })

  it("checks a locale's extra plural form against the English _other", () => {
    const expected = { ...english, readingTime_many: '' }
    const spanish = {
      hero: { title: 'Crece con {{name}}', cta: 'Cotiza' },
      readingTime_one: '{{count}} min',
      readingTime_other: '{{count}} min',
      readingTime_many: '{{minutes}} min',
    }
    const problems = auditTranslations(
      [file('en', english), file('es', spanish, expected)],
      'en',
      described,
    )
    expect(problems.map((p) => [p.key, p.kind])).toEqual([['readingTime_many', 'placeholders']])
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
  it('reads each interpolation once, with or without a format', () => {
    expect(placeholdersOf('{{b}} and {{ a }} and {{b}} and {{when, datetime}}')).toEqual([
      'a',
      'b',
      'when',
    ])
    expect(placeholdersOf('No placeholders')).toEqual([])
  })

  it('reads a name in any letters, as i18next does, and an unescaped one by its name', () => {
    expect(placeholdersOf('{{años}} y {{ração}} y {{- clients}}')).toEqual([
      'años',
      'clients',
      'ração',
    ])
  })
})

describe('formatting', () => {
  it('lists each problem as file, key and what is wrong, under what to do', () => {
    const text = formatProblems([
      { file: 'locales/es/home.json', key: 'hero.cta', kind: 'missing', detail: 'not in the file' },
    ])
    expect(text).toBe(
      'missing (1): Add the key with its translation.\n' +
        '  locales/es/home.json  hero.cta  not in the file',
    )
  })
})
