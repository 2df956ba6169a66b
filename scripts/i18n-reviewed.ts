/**
 * `npm run i18n:reviewed -- <language> <what>...`: records that a translation was checked
 * against today's English and still says the same, without changing it, so it is no longer
 * stale. `<language>` is a code (`es`) or several (`es,pt`); each `<what>` is a namespace
 * (`home`), a key or a branch of keys (`home:hero.subtitle`, `home:hero`), or a Markdown file
 * (`blog/cro-for-saas.md`, `blueprint.md`). locales/README.md, "When the English changes".
 */
import { resolve } from 'node:path'

import { defaultLocale, localeCodes } from '../src/config/locales.ts'
import { languageStatus, readLanguageTexts } from '../tooling/translationSources/languageTexts.ts'
import {
  type Entry,
  entryName,
  recordSources,
  targetMatches,
} from '../tooling/translationSources/recordSources.ts'
import { snapshotFile, writeSnapshot } from '../tooling/translationSources/snapshot.ts'

const root = resolve(import.meta.dirname, '..')
const [languages = '', ...targets] = process.argv.slice(2)
const translatedCodes = localeCodes.filter((code) => code !== defaultLocale)
const chosen = languages.split(',').filter(Boolean)

function fail(message: string): never {
  console.error(`${message}\n\nUsage: npm run i18n:reviewed -- <${translatedCodes.join('|')}> <what>...
  what: a namespace (home), a key or a branch of keys (home:hero.subtitle, home:hero),
        or a Markdown file (blog/cro-for-saas.md, blueprint.md)`)
  process.exit(1)
}

if (chosen.length === 0 || targets.length === 0) fail('Name a language and what you reviewed.')
const unknown = chosen.filter((code) => !(translatedCodes as readonly string[]).includes(code))
if (unknown.length > 0) {
  fail(`"${unknown.join(', ')}" is not a translated language (${translatedCodes.join(', ')}).`)
}

const today = new Date().toISOString().slice(0, 10)
const english = readLanguageTexts(root, defaultLocale)
// Every language is worked out before any file is written: a mistyped target changes nothing.
const results = chosen.map((locale) => {
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
    fail(
      `Nothing translated in ${locale} answers to ${missed.map((t) => `"${t}"`).join(', ')}. ` +
        'npm run i18n:status lists the namespaces, keys and files.',
    )
  }
  return { locale, ...result }
})

for (const { locale, snapshot, recorded } of results) {
  writeSnapshot(root, locale, snapshot)
  const wasStale = recorded.filter((entry) => entry.status.freshness === 'stale')
  console.log(
    `${locale}: ${recorded.length} recorded against today's English in ${snapshotFile(locale)}` +
      (wasStale.length > 0
        ? `; no longer stale: ${wasStale.map(entryName).join(', ')}`
        : '; none of them was stale'),
  )
}
