import type { Problem } from '../i18nStatus.ts'
import { type EnglishUpdate, noticeDate } from './englishUpdates.ts'
import type { LanguageStatus } from './languageTexts.ts'
import { namespaceFile } from './languageTexts.ts'

const quote = (text: string) => JSON.stringify(text)

/** `a, b, c and 12 more`: a long list of keys named by its first few. */
export function someOf(names: readonly string[], shown = 3): string {
  const more = names.length > shown ? ` and ${names.length - shown} more` : ''
  return names.slice(0, shown).join(', ') + more
}

/** Stale JSON texts, unrecorded or edited ones, undated English updates; a stale post ships. */
export function freshnessProblems(
  status: LanguageStatus,
  englishUpdate: (document: LanguageStatus['documents'][number]) => EnglishUpdate,
): Problem[] {
  const problems: Problem[] = []
  const unrecorded = new Map<string, { keys: string[]; edited: boolean }>()
  for (const string of status.strings) {
    const file = namespaceFile(status.locale, string.namespace)
    if (string.freshness === 'stale') {
      problems.push({
        file,
        key: string.key,
        kind: 'stale',
        detail: `the English changed since it was translated\n      was: ${quote(string.recordedEnglish ?? '')}\n      now: ${quote(string.english)}`,
      })
    } else if (string.freshness !== 'current') {
      const own = unrecorded.get(file) ?? { keys: [], edited: false }
      own.keys.push(string.key)
      own.edited ||= string.freshness === 'edited'
      unrecorded.set(file, own)
    }
  }
  // One line per file: a new language's first run would otherwise list every key.
  for (const [file, { keys, edited }] of unrecorded) {
    problems.push({
      file,
      key: someOf(keys),
      kind: 'unrecorded',
      detail: unrecordedDetail(edited ? 'edited' : 'unrecorded'),
    })
  }
  for (const document of status.documents) {
    if (document.freshness === 'unrecorded' || document.freshness === 'edited') {
      problems.push({
        file: document.file,
        key: '(the whole file)',
        kind: 'unrecorded',
        detail: unrecordedDetail(document.freshness),
      })
    }
    // Only a stale document's notice needs a date: reading every English post would be wasted.
    const date =
      document.freshness === 'stale' ? noticeDate(document, englishUpdate(document)) : null
    if (date && 'problem' in date) {
      problems.push({
        file: document.file,
        key: '(the notice)',
        kind: 'undated-update',
        detail: date.problem,
      })
    }
  }
  return problems
}

function unrecordedDetail(freshness: 'unrecorded' | 'edited'): string {
  return freshness === 'edited'
    ? 'edited since the English it answers to was recorded'
    : 'translated, with no English source recorded yet'
}
