import { globSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

import { runExtractor } from 'i18next-cli'

import config from '../i18next.config.ts'
import type { NamespaceFile } from './i18nStatus.ts'
import { jsonFileProblem } from './jsonFileErrors.ts'

/** Every locale JSON that does not parse: i18next-cli stops at the first with a stack trace. */
export function unreadableLocaleFiles(): string[] {
  return globSync('locales/**/*.json', { cwd: process.cwd() })
    .sort()
    .flatMap((file) => jsonFileProblem(readFileSync(file, 'utf8'), file) ?? [])
}

/** Every locale file as i18next-cli's dry-run extraction sees it: keys used and keys held. */
export async function extractedNamespaceFiles(): Promise<NamespaceFile[]> {
  const { results } = await runExtractor(structuredClone(config), {
    isDryRun: true,
    quiet: true,
  })
  return results.map((result) => ({
    locale: result.locale,
    namespace: result.namespace ?? '',
    file: relative(process.cwd(), result.path),
    expected: result.newTranslations,
    // i18next-cli reads a file that does not exist yet as `{}`.
    existing: result.existingTranslations,
  }))
}
