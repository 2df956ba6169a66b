import { diffArrays } from 'diff'

import type { DocumentText } from './documentText.ts'
import type { Change } from './freshness.ts'

export function wordChanges(was: Record<string, string>, now: Record<string, string>): Change[] {
  const fields = [...new Set([...Object.keys(now), ...Object.keys(was)])]
  return fields
    .filter((field) => was[field] !== now[field])
    .map((field) => ({
      place: `front matter "${field}"`,
      was: was[field] === undefined ? [] : [was[field]],
      now: now[field] === undefined ? [] : [now[field]],
    }))
}

/** `under "Measure first" (English line 12, your line 12)`; the translation's line by position. */
function blockPlace(
  section: string | null,
  englishLine: number | undefined,
  translationLine: number | undefined,
): string {
  const lines = [
    englishLine ? `English line ${englishLine}` : '',
    translationLine ? `your line ${translationLine}` : '',
  ].filter(Boolean)
  const where = section ? `under "${section}"` : 'before the first heading'
  return lines.length > 0 ? `${where} (${lines.join(', ')})` : where
}

/** The body's changes as hunks; a translation's line is found by position (one block per block). */
export function blockChanges(
  was: readonly string[],
  english: DocumentText,
  translation: DocumentText,
): Change[] {
  const aligned = translation.blocks.length === was.length
  const changes: Change[] = []
  let oldIndex = 0
  let newIndex = 0
  let open: Change | null = null
  for (const part of diffArrays(
    [...was],
    english.blocks.map((block) => block.text),
  )) {
    if (!part.added && !part.removed) {
      open = null
      oldIndex += part.value.length
      newIndex += part.value.length
      continue
    }
    if (!open) {
      const next = english.blocks[newIndex]
      const section = next ? next.section : (english.blocks.at(-1)?.section ?? null)
      const translationLine = aligned ? translation.blocks[oldIndex]?.line : undefined
      open = { place: blockPlace(section, next?.line, translationLine), was: [], now: [] }
      changes.push(open)
    }
    if (part.removed) {
      open.was.push(...part.value)
      oldIndex += part.value.length
    } else {
      open.now.push(...part.value)
      newIndex += part.value.length
    }
  }
  return changes
}
