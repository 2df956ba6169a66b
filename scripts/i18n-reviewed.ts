// `npm run i18n:reviewed -- <language>[,<language>] <what>...`: a translation still says what today's English says (locales/README.md).
import { resolve } from 'node:path'

import { defaultLocale, localeCodes } from '../src/config/locales.ts'
import { reviewTranslations } from '../tooling/translationSources/allLanguages.ts'

const [languages = '', ...targets] = process.argv.slice(2)
const translatedCodes: readonly string[] = localeCodes.filter((code) => code !== defaultLocale)
const chosen = languages.split(',').filter(Boolean)

function fail(message: string): never {
  console.error(`${message}\n\nUsage: npm run i18n:reviewed -- <${translatedCodes.join('|')}> <what>...
  what: a namespace (home), a key or a branch of keys (home:hero.subtitle, home:hero),
        or a Markdown file (blog/cro-for-saas.md, blueprint.md)`)
  process.exit(1)
}

if (chosen.length === 0 || targets.length === 0) fail('Name a language and what you reviewed.')
const unknown = chosen.filter((code) => !translatedCodes.includes(code))
if (unknown.length > 0) {
  fail(`"${unknown.join(', ')}" is not a translated language (${translatedCodes.join(', ')}).`)
}
try {
  const root = resolve(import.meta.dirname, '..')
  const today = new Date().toISOString().slice(0, 10)
  for (const line of reviewTranslations(root, defaultLocale, chosen, targets, today))
    console.log(line)
} catch (error) {
  fail((error as Error).message)
}
