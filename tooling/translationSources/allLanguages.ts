import type { Problem } from '../i18nStatus.ts'
import { languagePieces, type Piece } from './freshness.ts'
import {
  formatBehind,
  formatRecorded,
  freshnessProblems,
  type LanguagePieces,
} from './freshnessReport.ts'
import { readLanguageTexts } from './languageTexts.ts'
import { isUnsettled, recordSources, targetMatches } from './recordSources.ts'
import { readSnapshot, snapshotFile, writeSnapshot } from './snapshot.ts'

/** What the check and `npm run i18n:status` report; with `recordOn` (YYYY-MM-DD), new and edited translations are recorded first. */
export function translationFreshness(
  root: string,
  primary: string,
  languages: readonly string[],
  recordOn?: string,
): { problems: Problem[]; report: string } {
  const english = readLanguageTexts(root, primary)
  const recorded: string[] = []
  const results: LanguagePieces[] = languages
    .filter((locale) => locale !== primary)
    .map((locale) => {
      const translated = readLanguageTexts(root, locale)
      const pieces = languagePieces(english, translated, readSnapshot(root, locale))
      if (!recordOn) return { locale, pieces }
      const next = recordSources(pieces, recordOn, isUnsettled)
      writeSnapshot(root, locale, next.snapshot)
      recorded.push(...formatRecorded(next.recorded))
      return { locale, pieces: languagePieces(english, translated, next.snapshot) }
    })
  const problems = results.flatMap(({ pieces }) => freshnessProblems(pieces))
  const files = results.map(({ locale }) => snapshotFile(locale)).join(', ')
  const report = [
    recorded.length > 0
      ? `Recorded against today's English (${files}): translations new or edited since the last record\n${recorded.join('\n')}`
      : '',
    formatBehind(results),
  ]
  return { problems, report: report.filter(Boolean).join('\n\n') }
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
    const pieces = languagePieces(english, translated, readSnapshot(root, locale))
    const chosen = (piece: Piece) => targets.some((target) => targetMatches(target, piece))
    const missed = targets.filter(
      (target) => !pieces.some((piece) => piece.current && targetMatches(target, piece)),
    )
    if (missed.length > 0) {
      throw new Error(
        `Nothing translated in ${locale} answers to ${missed.map((t) => `"${t}"`).join(', ')}. ` +
          'npm run i18n:status lists the namespaces, keys and files.',
      )
    }
    return { locale, ...recordSources(pieces, today, chosen) }
  })
  return results.map(({ locale, snapshot, recorded }) => {
    writeSnapshot(root, locale, snapshot)
    const wasStale = recorded.filter((piece) => piece.freshness === 'stale')
    return (
      `${locale}: ${recorded.length} recorded against today's English in ${snapshotFile(locale)}` +
      (wasStale.length > 0
        ? `; no longer stale: ${wasStale.map((piece) => piece.name).join(', ')}`
        : '; none of them was stale')
    )
  })
}
