import { pluralBase } from '../i18nStatus.ts'
import { fingerprint } from './fingerprint.ts'
import {
  documentFingerprint,
  documentSource,
  type DocumentStatus,
  type StringStatus,
} from './freshness.ts'
import type { LanguageStatus, LanguageTexts } from './languageTexts.ts'
import type { SourceSnapshot } from './snapshot.ts'

export type Entry =
  { kind: 'string'; status: StringStatus } | { kind: 'document'; status: DocumentStatus }

/** How messages and `npm run i18n:reviewed` name an entry: `home:hero.title`, `blog/x.md`. */
export function entryName(entry: Entry): string {
  return entry.kind === 'string' ? `${entry.status.namespace}:${entry.status.key}` : entry.status.id
}

export function recordSources(
  status: LanguageStatus,
  english: LanguageTexts,
  translated: LanguageTexts,
  today: string,
  choose: (entry: Entry) => boolean,
): { snapshot: SourceSnapshot; recorded: Entry[] } {
  const snapshot: SourceSnapshot = { strings: {}, documents: {} }
  const recorded: Entry[] = []
  for (const string of status.strings) {
    const entry: Entry = { kind: 'string', status: string }
    const own = (snapshot.strings[string.namespace] ??= {})
    const kept = status.snapshot.strings[string.namespace]?.[string.key]
    if (!choose(entry)) {
      if (kept) own[string.key] = kept
      continue
    }
    own[string.key] = { en: string.english, translation: fingerprint([string.translation]) }
    recorded.push(entry)
  }
  for (const document of status.documents) {
    const entry: Entry = { kind: 'document', status: document }
    const original = english.documents.get(document.id)
    const translation = translated.documents.get(document.id)
    if (!original || !translation) continue
    const kept = status.snapshot.documents[document.id]
    if (!choose(entry)) {
      if (kept) snapshot.documents[document.id] = kept
      continue
    }
    snapshot.documents[document.id] = {
      recordedAt: today,
      translation: documentFingerprint(translation),
      en: documentSource(original),
    }
    recorded.push(entry)
  }
  return { snapshot, recorded }
}

/** What `npm run i18n:status` records on its own: new translations, and translations edited since. */
export function isUnsettled(entry: Entry): boolean {
  return entry.status.freshness === 'unrecorded' || entry.status.freshness === 'edited'
}

/** `home`, `home:hero`, `home:hero.title`, `blog:readingTime` (all plurals), `blog/x[.md]`. */
export function targetMatches(target: string, entry: Entry): boolean {
  if (entry.kind === 'document') {
    return target === entry.status.id || `${target}.md` === entry.status.id
  }
  const { namespace, key } = entry.status
  const [targetNamespace, targetKey] = target.split(/:(.*)/s)
  if (targetNamespace !== namespace) return false
  if (!targetKey) return true
  return key === targetKey || key.startsWith(`${targetKey}.`) || pluralBase(key) === targetKey
}
