import type { DocumentChange } from './freshness.ts'
import type { LanguageStatus } from './languageTexts.ts'

/** Where a change is, in words a translator can find: the field, or the heading and lines. */
export function changePlace(change: DocumentChange): string {
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

/**
 * Posts and documents whose English changed since they were translated: they ship with a notice
 * on their page, so they are listed apart from the problems, each change as old and new English.
 */
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
  if (sections.length === 0) return ''
  return [
    `Behind the English (${sections.length}): posts and the blueprint may ship like this; their pages show a notice until the translation is updated or marked reviewed.`,
    ...sections,
  ].join('\n')
}
