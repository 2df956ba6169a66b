import {
  type LanguageStatus,
  languageStatus,
  type LanguageTexts,
  readLanguageTexts,
} from './languageTexts.ts'
import {
  type Entry,
  entryName,
  isUnsettled,
  recordSources,
  targetMatches,
} from './recordSources.ts'
import { snapshotFile, writeSnapshot } from './snapshot.ts'

/** With `recordOn` (YYYY-MM-DD), new and edited translations are first recorded against today's English; without it, nothing is written. */
export function allLanguageStatuses(
  root: string,
  primary: string,
  languages: readonly string[],
  recordOn?: string,
): { english: LanguageTexts; statuses: LanguageStatus[]; recorded: Map<string, Entry[]> } {
  const english = readLanguageTexts(root, primary)
  const recorded = new Map<string, Entry[]>()
  const statuses = languages
    .filter((locale) => locale !== primary)
    .map((locale) => {
      const translated = readLanguageTexts(root, locale)
      const status = languageStatus(root, english, translated)
      if (!recordOn) return status
      const result = recordSources(status, english, translated, recordOn, isUnsettled)
      recorded.set(locale, result.recorded)
      const changed = writeSnapshot(root, locale, result.snapshot)
      return changed ? languageStatus(root, english, translated) : status
    })
  return { english, statuses, recorded }
}

/** `npm run i18n:reviewed`; throws, writing nothing, when a target names nothing in a language. */
export function reviewTranslations(
  root: string,
  primary: string,
  locales: readonly string[],
  targets: readonly string[],
  today: string,
): string[] {
  const english = readLanguageTexts(root, primary)
  const results = locales.map((locale) => {
    const translated = readLanguageTexts(root, locale)
    const status = languageStatus(root, english, translated)
    const matched = new Set<string>()
    const choose = (entry: Entry) => {
      const hits = targets.filter((target) => targetMatches(target, entry))
      hits.forEach((target) => matched.add(target))
      return hits.length > 0
    }
    const result = recordSources(status, english, translated, today, choose)
    const missed = targets.filter((target) => !matched.has(target))
    if (missed.length > 0) {
      throw new Error(
        `Nothing translated in ${locale} answers to ${missed.map((t) => `"${t}"`).join(', ')}. ` +
          'npm run i18n:status lists the namespaces, keys and files.',
      )
    }
    return { locale, ...result }
  })
  return results.map(({ locale, snapshot, recorded }) => {
    writeSnapshot(root, locale, snapshot)
    const wasStale = recorded.filter((entry) => entry.status.freshness === 'stale')
    return (
      `${locale}: ${recorded.length} recorded against today's English in ${snapshotFile(locale)}` +
      (wasStale.length > 0
        ? `; no longer stale: ${wasStale.map(entryName).join(', ')}`
        : '; none of them was stale')
    )
  })
}
