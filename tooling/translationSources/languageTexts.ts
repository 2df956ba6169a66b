import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { postFilesIn } from '../blogPosts.ts'
import { flattenKeys } from '../i18nStatus.ts'
import {
  BLUEPRINT_DOCUMENT_ID,
  type DocumentText,
  plainDocument,
  postDocument,
  postDocumentId,
} from './documentText.ts'

export interface LanguageTexts {
  locale: string
  /** Namespace (`home`) -> flattened keys (`hero.title`) -> text. */
  namespaces: Map<string, ReadonlyMap<string, unknown>>
  /** Document id (`blog/<slug>.md`, `blueprint.md`) -> its pieces. */
  documents: Map<string, DocumentText>
}

export function namespaceFile(locale: string, namespace: string): string {
  return `locales/${locale}/${namespace}.json`
}

export function readLanguageTexts(root: string, locale: string): LanguageTexts {
  const namespaces = new Map<string, ReadonlyMap<string, unknown>>()
  // Dot files (`.source.json`) are the tools' own, never a namespace.
  for (const name of readdirSync(join(root, 'locales', locale))) {
    if (!name.endsWith('.json') || name.startsWith('.')) continue
    const namespace = name.slice(0, -'.json'.length)
    const file = join(root, namespaceFile(locale, namespace))
    namespaces.set(
      namespace,
      flattenKeys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>),
    )
  }
  const documents = new Map<string, DocumentText>()
  for (const [slug, file] of postFilesIn(root, locale)) {
    const id = postDocumentId(slug)
    documents.set(id, postDocument(id, file, readFileSync(join(root, file), 'utf8')))
  }
  const blueprint = `locales/${locale}/${BLUEPRINT_DOCUMENT_ID}`
  if (existsSync(join(root, blueprint))) {
    const source = readFileSync(join(root, blueprint), 'utf8')
    documents.set(BLUEPRINT_DOCUMENT_ID, plainDocument(BLUEPRINT_DOCUMENT_ID, blueprint, source))
  }
  return { locale, namespaces, documents }
}
