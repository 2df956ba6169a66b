import { expect, test } from 'vitest'

import { snippetProblems } from './searchSnippets'

const page = { file: 'locales/es/seo.json', key: 'meta.title' }

test('a title fits in 60 characters, suffix included, counted as a reader counts them', () => {
  const fits = `${'Posicionamiento'.padEnd(45, 'ñ')} | Nexa Digital` // 60 characters, some of two bytes
  expect(snippetProblems([{ ...page, kind: 'title', text: fits }])).toEqual([])
  const long = `${fits}s`
  expect(snippetProblems([{ ...page, kind: 'title', text: long }])).toEqual([
    {
      ...page,
      kind: 'length',
      detail: `title with its suffix is 61 (at most 60): "${long}"`,
    },
  ])
})

test('a description is 70 to 160 characters', () => {
  const description = { file: 'locales/pt/home.json', key: 'meta.description' } as const
  const sized = (length: number) =>
    snippetProblems([{ ...description, kind: 'description', text: 'a'.repeat(length) }])
  expect(sized(70)).toEqual([])
  expect(sized(160)).toEqual([])
  expect(sized(69)[0]?.detail).toMatch(/^description is 69 \(70-160\)/)
  expect(sized(161)[0]).toMatchObject({ ...description, kind: 'length' })
})
