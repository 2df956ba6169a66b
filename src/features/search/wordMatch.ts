import type { ExcerptPart } from './excerptParts'

/** Case and accents folded, as Pagefind compares words: "Preços" is "precos". */
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const sharedStart = (a: string, b: string) => {
  let length = 0
  while (length < a.length && a[length] === b[length]) length += 1
  return length
}

/** Up to three letters need the whole word; longer, a word it begins or shares four letters with (Pagefind matched prefixes). */
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
