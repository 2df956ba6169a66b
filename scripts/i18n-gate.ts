// The build's translation gate (tooling/translationGate.ts): prints what would ship a broken
// page, naming file and key, and exits 1; prints nothing and exits 0 when nothing would.
import { siteFigures } from '../src/features/i18n/siteFigures.ts'
import {
  extractedNamespaceFiles,
  primaryLanguage,
  unreadableLocaleFiles,
} from '../tooling/i18nExtraction.ts'
import { auditTranslations, formatProblems, type Problem } from '../tooling/i18nStatus.ts'
/**
 * What `npm run i18n:check` finds that would ship a broken page: a key no file has (the page
 * shows `hero.title`), an empty text, a placeholder renamed or dropped (`{{emial}}` printed as
 * is, a figure silently missing), an unescaped `{{- name}}` or a `$t(key)` naming no text (both
 * printed as written), and a text no code reads (a key renamed on one side only).
 * The rest of the check (lengths, glossary, notes, freshness) is the translators' to act on and
 * does not stop a deploy.
 */
const BREAKS_A_PAGE: ReadonlySet<Problem['kind']> = new Set([
  'missing',
  'empty',
  'unused',
  'placeholders',
  'unescaped',
  'nesting',
])

/**
 * What stops the build, as the translator reads it (file and key), or null when nothing does:
 * a file that is not JSON, then every translation that would ship broken.
 */
async function translationsThatBreakPages(): Promise<string | null> {
  const unreadable = unreadableLocaleFiles()
  if (unreadable.length > 0) return unreadable.join('\n')
  const { files } = await extractedNamespaceFiles()
  const shared = Object.keys(siteFigures('en'))
  const breaking = auditTranslations(files, primaryLanguage, [], shared).filter((problem) =>
    BREAKS_A_PAGE.has(problem.kind),
  )
  if (breaking.length === 0) return null
  return `Translations that would ship broken pages (locales/README.md):\n\n${formatProblems(breaking)}`
}

const refusal = await translationsThatBreakPages()
if (refusal) {
  console.error(refusal)
  process.exitCode = 1
}
