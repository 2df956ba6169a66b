import { createHash } from 'node:crypto'

/** Whitespace collapsed: Prettier re-wrapping a paragraph, or an editor's line ends, change no text. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Only the English is kept as text; of the translation, whether it changed is all that matters. */
export function fingerprint(parts: readonly string[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(normalizeText(part)).update('\u0000')
  return hash.digest('hex').slice(0, 12)
}
