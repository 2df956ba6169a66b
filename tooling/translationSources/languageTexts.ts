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
import {
  type DocumentStatus,
  documentStatus,
  type NamespaceTexts,
  type StringStatus,
  stringStatuses,
} from './freshness.ts'
import { readSnapshot, type SourceSnapshot } from './snapshot.ts'

export interface LanguageTexts {
  locale: string
  /** Namespace (`home`) -> flattened keys (`hero.title`) -> text. */
  namespaces: Map<string, NamespaceTexts>
  /** Document id (`blog/<slug>.md`, `blueprint.md`) -> its pieces. */
  documents: Map<string, DocumentText>
}

export function namespaceFile(locale: string, namespace: string): string {
  return `locales/${locale}/${namespace}.json`
}

export function readLanguageTexts(root: string, locale: string): LanguageTexts {
  const folder = join(root, 'locales', locale)
  const namespaces = new Map<string, NamespaceTexts>()
  // Dot files (`.source.json`) are the tools' own, never a namespace.
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.json') && !n.startsWith('.'))) {
    const file = namespaceFile(locale, name.slice(0, -'.json'.length))
    const tree = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>
    namespaces.set(name.slice(0, -'.json'.length), flattenKeys(tree))
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

export interface LanguageStatus {
  locale: string
  snapshot: SourceSnapshot
  strings: StringStatus[]
  documents: DocumentStatus[]
}

export function languageStatus(
  root: string,
  english: LanguageTexts,
  translated: LanguageTexts,
): LanguageStatus {
  const snapshot = readSnapshot(root, translated.locale)
  return {
    locale: translated.locale,
    snapshot,
    strings: stringStatuses(english.namespaces, translated.namespaces, snapshot),
    documents: [...english.documents.values()].map((original) =>
      documentStatus(
        translated.locale,
        original,
        translated.documents.get(original.id),
        snapshot.documents[original.id],
      ),
    ),
  }
}
