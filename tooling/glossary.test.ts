import { expect, test } from 'vitest'

import { glossaryProblems, type GlossaryTerm } from './glossary'

const glossary: GlossaryTerm[] = [
  { term: 'team', use: 'equipe', avoid: ['time'] },
  { term: 'free trial', use: 'teste grátis', avoid: ['cadastros de teste'] },
  { term: 'analytics', use: 'analítica', avoid: ['analytics'], names: ['Google Analytics'] },
]

test('a translation using an avoided word is named with its file, key and the word to use', () => {
  const problems = glossaryProblems(glossary, [
    { file: 'locales/pt/about.json', key: 'team.title', text: 'Conheça o Time' },
    { file: 'locales/pt/clients.json', key: 'result', text: 'cadastros de teste' },
  ])
  expect(problems).toEqual([
    {
      file: 'locales/pt/about.json',
      key: 'team.title',
      kind: 'avoided-term',
      detail: '"time" for team: write "equipe"',
    },
    {
      file: 'locales/pt/clients.json',
      key: 'result',
      kind: 'avoided-term',
      detail: '"cadastros de teste" for free trial: write "teste grátis"',
    },
  ])
})

test('only whole words count: an avoided word inside another word is not flagged', () => {
  const texts = [
    { file: 'f', key: 'k', text: 'Tempo real, timeline e lifetime value' },
    { file: 'f', key: 'k', text: 'Os cadastros no teste grátis quase triplicaram' },
  ]
  expect(glossaryProblems(glossary, texts)).toEqual([])
})

test('a name that holds an avoided word is not flagged, the word on its own still is', () => {
  const problems = glossaryProblems(glossary, [
    { file: 'locales/es/blueprint.md', key: 'line 83', text: 'PostHog y Google Analytics 4' },
    { file: 'locales/es/cro.json', key: 'intro', text: 'Google Analytics y tu analytics' },
  ])
  expect(problems).toEqual([
    {
      file: 'locales/es/cro.json',
      key: 'intro',
      kind: 'avoided-term',
      detail: '"analytics" for analytics: write "analítica"',
    },
  ])
})
