import type { ExcerptPart } from './excerptParts'

/** Case and accents folded, as Pagefind compares words: "Preços" is "precos". */
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const sharedStart = (a: string, b: string) => {
  let length = 0
  while (length < a.length && a[length] === b[length]) length += 1
  return length
}

/**
 * Whether a result's matched words answer the query as a visitor means it. Pagefind also
 * matches a page word that merely begins a query word, so "xyzzy" found every "X" (the social
 * network); and a short query found longer words. A query word of up to three letters needs the
 * whole word ("seo", not "seoul"); a longer one, a word it begins ("opti", "optimization") or
 * one sharing its first four letters, as Pagefind's stemming does ("pricing", "price"). A
 * result whose excerpt marks nothing is kept: its match lies where the excerpt does not show.
 */
export function answersQuery(query: string, excerpt: readonly ExcerptPart[]): boolean {
  const marked = excerpt.filter((part) => part.matched).map((part) => fold(part.text.trim()))
  if (marked.length === 0) return true
  const terms = fold(query).split(/\s+/).filter(Boolean)
  return marked.some((word) =>
    terms.some((term) =>
      term.length <= 3 ? word === term : word.startsWith(term) || sharedStart(word, term) >= 4,
    ),
  )
}
