import { globSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

import { runExtractor } from 'i18next-cli'

import config from '../i18next.config.ts'
import type { NamespaceFile } from './i18nStatus.ts'
import { jsonFileProblem } from './jsonFileErrors.ts'

/** The source language: the one every other translates from. */
export const primaryLanguage = config.extract.primaryLanguage ?? config.locales[0] ?? 'en'
export const languages: readonly string[] = config.locales

/**
 * Every `locales/<lang>/<namespace>.json` as i18next-cli's dry-run extraction sees it: the keys
 * the code uses (with each language's plural forms) and what the file holds. Nothing is written.
 */
/**
 * Every JSON file under `locales/` that does not parse, as `file:line:column: message`: i18next-cli
 * would stop at the first with a stack trace, and the translator needs the place.
 */
export function unreadableLocaleFiles(): string[] {
  return globSync('locales/**/*.json', { cwd: process.cwd() })
    .sort()
    .flatMap((file) => jsonFileProblem(readFileSync(file, 'utf8'), file) ?? [])
}

export async function extractedNamespaceFiles(): Promise<{
  files: NamespaceFile[]
  hasErrors: boolean
}> {
  const { results, hasErrors } = await runExtractor(structuredClone(config), {
    isDryRun: true,
    quiet: true,
  })
  const files = results.map((result) => ({
    locale: result.locale,
    namespace: result.namespace ?? '',
    file: relative(process.cwd(), result.path),
    expected: result.newTranslations,
    // i18next-cli reads a file that does not exist yet as `{}`.
    existing: result.existingTranslations,
  }))
  return { files, hasErrors }
}
