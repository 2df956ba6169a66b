import {
  type LanguageStatus,
  languageStatus,
  type LanguageTexts,
  readLanguageTexts,
} from './languageTexts.ts'
import { type Entry, isUnsettled, recordSources } from './recordSources.ts'
import { writeSnapshot } from './snapshot.ts'

/**
 * Every translated language against the English it was made from. With `recordOn` (a day,
 * YYYY-MM-DD), new translations and translations edited since their record are first recorded
 * against today's English, as `npm run i18n:status` does; without it, nothing is written.
 */
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
