import { expect, test } from 'vitest'

import { glossaryProblems, type GlossaryTerm } from './glossary'

const glossary: GlossaryTerm[] = [
  { term: 'team', use: 'equipe', avoid: ['time'] },
  { term: 'free trial', use: 'teste grátis', avoid: ['cadastros de teste'] },
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
