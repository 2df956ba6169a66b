// `npm run i18n:status`: how complete each language is, namespace by namespace, and every
// problem as the file and key to open. With `--check` (npm run check, CI) it exits 1 when there
// is any problem. It reads i18next-cli's dry-run extraction, so it knows exactly the keys the code
// uses; it never writes a file.
import { readdirSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

import { runExtractor } from 'i18next-cli'

import config from '../i18next.config.ts'
import {
  auditTranslations,
  type ContextFile,
  formatCoverage,
  formatProblems,
  type NamespaceFile,
} from '../tooling/i18nStatus.ts'

const CONTEXT_DIR = 'locales/context'
const check = process.argv.includes('--check')

const { results, hasErrors } = await runExtractor(structuredClone(config), {
  isDryRun: true,
  quiet: true,
})

const files: NamespaceFile[] = results.map((result) => ({
  locale: result.locale,
  namespace: result.namespace ?? '',
  file: relative(process.cwd(), result.path),
  expected: result.newTranslations,
  // i18next-cli reads a file that does not exist yet as `{}`.
  existing: result.existingTranslations,
}))

const contexts: ContextFile[] = readdirSync(CONTEXT_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    const file = `${CONTEXT_DIR}/${name}`
    return {
      namespace: name.replace(/\.json$/, ''),
      file,
      descriptions: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
    }
  })

const primary = config.extract.primaryLanguage ?? config.locales[0] ?? 'en'
const { coverage, problems } = auditTranslations(files, primary, contexts)

console.log(formatCoverage(coverage, config.locales))
if (hasErrors) {
  console.error('\nSome source files could not be parsed: the keys above may be incomplete.')
}
if (problems.length > 0) {
  console.log(`\n${formatProblems(problems)}`)
  console.log(`\n${problems.length} problem(s). The translator guide: locales/README.md`)
} else {
  console.log('\nNo problems: every key is translated, used, and described where it needs to be.')
}
if (check && (problems.length > 0 || hasErrors)) process.exitCode = 1
