import type { Plugin } from 'vite'

import { siteFigures } from '../src/features/i18n/siteFigures.ts'
import {
  extractedNamespaceFiles,
  primaryLanguage,
  unreadableLocaleFiles,
} from './i18nExtraction.ts'
import { auditTranslations, formatProblems, type Problem } from './i18nStatus.ts'

/**
 * What `npm run i18n:check` finds that would ship a broken page: a key no file has (the page
 * shows `hero.title`), an empty text, a placeholder renamed or dropped (`{{emial}}` printed as
 * is, a figure silently missing), and a text no code reads (a key renamed on one side only).
 * The rest of the check (lengths, glossary, notes, freshness) is the translators' to act on and
 * does not stop a deploy.
 */
const BREAKS_A_PAGE: ReadonlySet<Problem['kind']> = new Set([
  'missing',
  'empty',
  'unused',
  'placeholders',
])

/** The translation problems that would ship broken, from i18next-cli's dry-run extraction. */
export async function shippingTranslationProblems(): Promise<Problem[]> {
  const { files } = await extractedNamespaceFiles()
  const shared = Object.keys(siteFigures('en'))
  const { problems } = auditTranslations(files, primaryLanguage, [], shared)
  return problems.filter((problem) => BREAKS_A_PAGE.has(problem.kind))
}

// Vike loads the config afresh for each build step (client, server, prerender), each time a new
// copy of this module: a process-wide flag runs the check once per build.
const CHECKED = Symbol.for('agency-site:translations-checked')
const processFlags = globalThis as Record<symbol, boolean | undefined>

/**
 * Fails the build itself, naming file and key, on a translation that would ship broken: a host
 * that runs only `npm run build` (Netlify, Cloudflare) gets the same gate as CI.
 */
export function translationGate(): Plugin {
  return {
    name: 'translation-gate',
    apply: 'build',
    async buildStart() {
      if (processFlags[CHECKED]) return
      processFlags[CHECKED] = true
      const unreadable = unreadableLocaleFiles()
      if (unreadable.length > 0) this.error(unreadable.join('\n'))
      const problems = await shippingTranslationProblems()
      if (problems.length === 0) return
      this.error(
        `Translations that would ship broken pages (locales/README.md):\n\n${formatProblems(problems)}`,
      )
    },
  }
}
