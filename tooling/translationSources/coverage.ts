import type { Coverage } from '../i18nStatus.ts'
import type { DocumentStatus } from './freshness.ts'
import type { LanguageStatus, LanguageTexts } from './languageTexts.ts'

/** How many of the English pieces changed: blocks added or rewritten, or one for a removal. */
function staleCount(document: DocumentStatus): number {
  return document.changes.reduce((sum, change) => sum + Math.max(1, change.now.length), 0)
}

function documentCoverage(locale: string, document: DocumentStatus): Coverage {
  return {
    locale,
    namespace: document.id,
    translated: document.freshness === 'missing' ? 0 : document.pieces,
    total: document.pieces,
    stale: Math.min(document.pieces, staleCount(document)),
  }
}

/**
 * The coverage table's rows: each namespace's (from the extraction's audit) with its stale keys
 * counted, then each Markdown document's, whose pieces are its front matter fields and blocks.
 */
export function translationCoverage(
  namespaces: readonly Coverage[],
  primary: string,
  english: LanguageTexts,
  statuses: readonly LanguageStatus[],
): Coverage[] {
  const staleKeys = (locale: string, namespace: string) =>
    statuses
      .find((status) => status.locale === locale)
      ?.strings.filter((s) => s.namespace === namespace && s.freshness === 'stale').length ?? 0
  return [
    ...namespaces.map((row) => ({ ...row, stale: staleKeys(row.locale, row.namespace) })),
    ...[...english.documents.values()].map((document) => {
      const pieces = Object.keys(document.words).length + document.blocks.length
      return { locale: primary, namespace: document.id, translated: pieces, total: pieces }
    }),
    ...statuses.flatMap((status) =>
      status.documents.map((document) => documentCoverage(status.locale, document)),
    ),
  ]
}
