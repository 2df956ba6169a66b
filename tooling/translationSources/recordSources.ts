import { pluralBase } from '../i18nStatus.ts'
import type { Piece } from './freshness.ts'
import type { SourceSnapshot } from './snapshot.ts'

/** The next record: the chosen pieces against today's English, the others as they were; records of texts gone are dropped. */
export function recordSources(
  pieces: readonly Piece[],
  today: string,
  choose: (piece: Piece) => boolean,
): { snapshot: SourceSnapshot; recorded: Piece[] } {
  const snapshot: SourceSnapshot = { strings: {}, documents: {} }
  const recorded = pieces.filter((piece) => piece.current && choose(piece))
  for (const piece of pieces) {
    const chosen = recorded.includes(piece)
    const record = chosen ? piece.current : piece.current && piece.record
    if (!record) continue
    if ('recordedAt' in record) {
      snapshot.documents[piece.name] = chosen ? { ...record, recordedAt: today } : record
    } else {
      const [namespace = '', key = ''] = piece.name.split(/:(.*)/s)
      ;(snapshot.strings[namespace] ??= {})[key] = record
    }
  }
  return { snapshot, recorded }
}

/** What `npm run i18n:status` records on its own: new translations, and translations edited since. */
export function isUnsettled(piece: Piece): boolean {
  return piece.freshness === 'unrecorded' || piece.freshness === 'edited'
}

/** `home`, `home:hero`, `home:hero.title`, `blog:readingTime` (all plurals), `blog/x[.md]`. */
export function targetMatches(target: string, { name }: Piece): boolean {
  return (
    name === target ||
    pluralBase(name) === target ||
    name.startsWith(`${target}:`) ||
    name.startsWith(`${target}.`)
  )
}
