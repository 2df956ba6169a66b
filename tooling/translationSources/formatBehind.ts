import type { DocumentChange } from './freshness.ts'
import type { LanguageStatus } from './languageTexts.ts'

function changePlace(change: DocumentChange): string {
  if (change.field) return `front matter "${change.field}"`
  const section = change.section ? `under "${change.section}"` : 'before the first heading'
  const lines = [
    change.englishLine ? `English line ${change.englishLine}` : '',
    change.translationLine ? `your line ${change.translationLine}` : '',
  ].filter(Boolean)
  return lines.length > 0 ? `${section} (${lines.join(', ')})` : section
}

const shown = (blocks: readonly string[]) =>
  blocks.length === 0
    ? '(nothing)'
    : blocks.map((block) => JSON.stringify(block)).join('\n           ')

/** Posts and the blueprint behind their English (they ship, with a notice) or not translated yet. */
export function formatBehind(statuses: readonly LanguageStatus[]): string {
  const sections = statuses.flatMap((status) =>
    status.documents
      .filter((document) => document.freshness === 'stale')
      .map((document) =>
        [
          `  ${document.file}  translated from the English of ${document.recordedAt ?? '?'}:`,
          ...document.changes.map(
            (change) =>
              `    ${changePlace(change)}\n      was: ${shown(change.was)}\n      now: ${shown(change.now)}`,
          ),
          `    Update it; if it already says the same: npm run i18n:reviewed -- ${status.locale} ${document.id}`,
        ].join('\n'),
      ),
  )
  const untranslated = statuses.flatMap((status) =>
    status.documents
      .filter((document) => document.freshness === 'missing')
      .map(
        (document) => `  ${document.file}  not translated yet (English: ${document.englishFile})`,
      ),
  )
  return [
    sections.length > 0
      ? `Behind the English (${sections.length}): posts and the blueprint may ship like this; their pages show a notice until the translation is updated or marked reviewed.\n${sections.join('\n')}`
      : '',
    untranslated.length > 0 ? `Markdown not translated yet:\n${untranslated.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n')
}
