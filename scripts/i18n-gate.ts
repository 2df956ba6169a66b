// The build's gate (tooling/translationGate.ts): exits 1 naming what would ship a broken page.
import { defaultLocale } from '../src/config/locales.ts'
import { siteFigures } from '../src/features/i18n/siteFigures.ts'
import { extractedNamespaceFiles, unreadableLocaleFiles } from '../tooling/i18nExtraction.ts'
import { auditTranslations, formatProblems, type Problem } from '../tooling/i18nStatus.ts'

/** What a page would show as written (`hero.title`, `{{emial}}`); the rest lets a deploy go. */
const BREAKS_A_PAGE: ReadonlySet<Problem['kind']> = new Set([
  'missing',
  'empty',
  'unused',
  'placeholders',
  'unsupported',
])

async function translationsThatBreakPages(): Promise<string | null> {
  const unreadable = unreadableLocaleFiles()
  if (unreadable.length > 0) return unreadable.join('\n')
  const files = await extractedNamespaceFiles()
  const shared = Object.keys(siteFigures('en'))
  const breaking = auditTranslations(files, defaultLocale, [], shared).filter((problem) =>
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
