import type { Problem } from './i18nStatus.ts'

export interface GlossaryTerm {
  term: string
  use: string
  avoid: string[]
  /** Names that contain an avoided word and stay as they are: "Google Analytics" where "analytics" is avoided. */
  names?: string[]
  note?: string
}

export interface TranslatedText {
  file: string
  key: string
  text: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Matches a whole word or phrase, in any case: "time" must not match "tiempo" or "lifetime". */
function wordPattern(phrase: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'iu')
}

export function glossaryProblems(
  glossary: readonly GlossaryTerm[],
  texts: readonly TranslatedText[],
): Problem[] {
  const rules = glossary.flatMap((entry) => {
    // A term's names are the same for each of its avoided words: built once per term.
    const names = (entry.names ?? []).map((name) => new RegExp(wordPattern(name), 'giu'))
    return entry.avoid.map((word) => ({ entry, word, pattern: wordPattern(word), names }))
  })
  const problems: Problem[] = []
  for (const { file, key, text } of texts) {
    for (const { entry, word, pattern, names } of rules) {
      const withoutNames = names.reduce((rest, name) => rest.replace(name, ' '), text)
      if (!pattern.test(withoutNames)) continue
      problems.push({
        file,
        key,
        kind: 'avoided-term',
        detail: `"${word}" for ${entry.term}: write "${entry.use}"`,
      })
    }
  }
  return problems
}
