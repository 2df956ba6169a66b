/**
 * `npm run i18n:report`: the translators' dashboard, `reports/translations.html`. Per language:
 * a progress bar (done / stale / missing) for every namespace, post and the blueprint; each
 * stale text with its English then and now and the file to edit; what is missing; the glossary.
 * It reads what `npm run i18n:status` reads and writes nothing else.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import type { GlossaryTerm } from '../tooling/glossary.ts'
import { extractedNamespaceFiles, languages, primaryLanguage } from '../tooling/i18nExtraction.ts'
import { auditTranslations } from '../tooling/i18nStatus.ts'
import { allLanguageStatuses } from '../tooling/translationSources/allLanguages.ts'
import { translationCoverage } from '../tooling/translationSources/coverage.ts'
import { renderReport } from '../tooling/translationSources/renderReport.ts'

const root = resolve(import.meta.dirname, '..')
const output = join(root, 'reports/translations.html')

const { files } = await extractedNamespaceFiles()
const { coverage, problems } = auditTranslations(files, primaryLanguage, [])
const { english, statuses } = allLanguageStatuses(root, primaryLanguage, languages)
const translated = languages.filter((code) => code !== primaryLanguage)

const glossaries = Object.fromEntries(
  translated.map((code) => {
    const file = join(root, 'locales/glossary', `${code}.json`)
    const terms = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GlossaryTerm[]) : []
    return [code, terms]
  }),
)
const names = new Intl.DisplayNames(['en'], { type: 'language' })

mkdirSync(join(root, 'reports'), { recursive: true })
writeFileSync(
  output,
  renderReport({
    generatedAt: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    languages: translated.map((code) => ({ code, name: names.of(code) ?? code })),
    coverage: translationCoverage(coverage, primaryLanguage, english, statuses).filter(
      (row) => row.locale !== primaryLanguage,
    ),
    statuses,
    missing: problems.filter((problem) => problem.kind === 'missing' || problem.kind === 'empty'),
    glossaries,
  }),
)
console.log(`Wrote ${output}`)
