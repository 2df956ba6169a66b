import type { Problem } from '../i18nStatus.ts'
import { allLanguageStatuses } from './allLanguages.ts'
import { englishUpdateOf } from './englishUpdates.ts'
import { formatBehind } from './formatBehind.ts'
import { freshnessProblems, someOf } from './freshnessProblems.ts'
import { namespaceFile } from './languageTexts.ts'
import type { Entry } from './recordSources.ts'
import { snapshotFile } from './snapshot.ts'

/** What the check and `npm run i18n:status` report; with `recordOn` (YYYY-MM-DD), new and edited translations are recorded first. */
export function translationFreshness(
  root: string,
  primary: string,
  languages: readonly string[],
  recordOn?: string,
): { problems: Problem[]; report: string } {
  const { statuses, recorded } = allLanguageStatuses(root, primary, languages, recordOn)
  const problems = statuses.flatMap((status) =>
    freshnessProblems(status, (document) => englishUpdateOf(root, document)),
  )
  const recordedLines = [...recorded].flatMap(([locale, entries]) =>
    recordedSummary(locale, entries),
  )
  const files = statuses.map((status) => snapshotFile(status.locale)).join(', ')
  const report = [
    recordedLines.length > 0
      ? `Recorded against today's English (${files}): translations new or edited since the last record\n${recordedLines.join('\n')}`
      : '',
    formatBehind(statuses),
  ]
  return { problems, report: report.filter(Boolean).join('\n\n') }
}

/** One line per file: `  locales/es/home.json: hero.title, hero.cta (edited)`. */
function recordedSummary(locale: string, recorded: readonly Entry[]): string[] {
  const byFile = new Map<string, Entry[]>()
  for (const entry of recorded) {
    const file =
      entry.kind === 'string' ? namespaceFile(locale, entry.status.namespace) : entry.status.file
    byFile.set(file, [...(byFile.get(file) ?? []), entry])
  }
  return [...byFile].map(([file, entries]) => {
    const names = entries.map((entry) =>
      entry.kind === 'string' ? entry.status.key : 'the whole file',
    )
    const kinds = [
      ...new Set(entries.map((entry) => (entry.status.freshness === 'edited' ? 'edited' : 'new'))),
    ].join(', ')
    return `  ${file}: ${someOf(names)} (${kinds})`
  })
}
