import type { Problem } from '../i18nStatus.ts'
import { noticeDate } from './englishUpdates.ts'
import type { Change, Piece } from './freshness.ts'
import { isUnsettled } from './recordSources.ts'

export interface LanguagePieces {
  locale: string
  pieces: Piece[]
}

/** `a, b, c and 12 more`: a long list of keys named by its first few. */
function someOf(names: readonly string[], shown = 3): string {
  const more = names.length > shown ? ` and ${names.length - shown} more` : ''
  return names.slice(0, shown).join(', ') + more
}

const quoted = (texts: readonly string[]) =>
  texts.length === 0 ? '(nothing)' : texts.map((text) => JSON.stringify(text)).join('\n           ')

function byFile(pieces: readonly Piece[]): Map<string, Piece[]> {
  const files = new Map<string, Piece[]>()
  for (const piece of pieces) files.set(piece.file, [...(files.get(piece.file) ?? []), piece])
  return files
}

function changeLines({ place, was, now }: Change): string[] {
  const lines = [`      was: ${quoted(was)}`, `      now: ${quoted(now)}`]
  return place ? [`    ${place}`, ...lines] : lines
}

/** Stale JSON texts, unrecorded or edited ones, undated English updates; a stale post ships. */
export function freshnessProblems(pieces: readonly Piece[]): Problem[] {
  const problems: Problem[] = []
  for (const piece of pieces) {
    if (piece.freshness !== 'stale' || piece.key === null) continue
    const detail = ['the English changed since it was translated']
    const changes = piece.changes.flatMap(changeLines)
    problems.push({
      file: piece.file,
      key: piece.key,
      kind: 'stale',
      detail: [...detail, ...changes].join('\n'),
    })
  }
  // One line per file: a new language's first run would otherwise list every key.
  for (const [file, own] of byFile(pieces.filter(isUnsettled))) {
    problems.push({
      file,
      key: someOf(own.map((piece) => piece.key ?? '(the whole file)')),
      kind: 'unrecorded',
      detail: own.some((piece) => piece.freshness === 'edited')
        ? 'edited since the English it answers to was recorded'
        : 'translated, with no English source recorded yet',
    })
  }
  for (const document of pieces) {
    const date = document.update && noticeDate(document, document.update)
    if (date && 'problem' in date) {
      const { file } = document
      problems.push({ file, key: '(the notice)', kind: 'undated-update', detail: date.problem })
    }
  }
  return problems
}

/** Posts and the blueprint behind their English (they ship, with a notice) or not translated yet. */
export function formatBehind(languages: readonly LanguagePieces[]): string {
  const documents = (freshness: Piece['freshness']) =>
    languages.flatMap(({ locale, pieces }) =>
      pieces
        .filter((piece) => piece.key === null && piece.freshness === freshness)
        .map((piece) => ({ locale, ...piece })),
    )
  const stale = documents('stale').map((document) =>
    [
      `  ${document.file}  translated from the English of ${document.recordedAt ?? '?'}:`,
      ...document.changes.flatMap(changeLines),
      `    Update it; if it already says the same: npm run i18n:reviewed -- ${document.locale} ${document.name}`,
    ].join('\n'),
  )
  const untranslated = documents('missing').map(
    (document) => `  ${document.file}  not translated yet (English: ${document.englishFile})`,
  )
  return [
    stale.length > 0
      ? `Behind the English (${stale.length}): posts and the blueprint may ship like this; their pages show a notice until the translation is updated or marked reviewed.\n${stale.join('\n')}`
      : '',
    untranslated.length > 0 ? `Markdown not translated yet:\n${untranslated.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** One line per file: `  locales/es/home.json: hero.title, hero.cta (edited)`. */
export function formatRecorded(recorded: readonly Piece[]): string[] {
  return [...byFile(recorded)].map(([file, pieces]) => {
    const names = pieces.map((piece) => piece.key ?? 'the whole file')
    const kinds = new Set(pieces.map((piece) => (piece.freshness === 'edited' ? 'edited' : 'new')))
    return `  ${file}: ${someOf(names)} (${[...kinds].join(', ')})`
  })
}
