import { createHash } from 'node:crypto'

/** Whitespace collapsed: Prettier re-wrapping a paragraph, or an editor's line ends, change no text. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * A short fingerprint of a translation as it was when its English source was recorded. Only the
 * English is kept as text (the tools show how it changed); of the translation, whether it has
 * changed since is all that matters, and its text is already in its own file.
 */
export function fingerprint(parts: readonly string[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(normalizeText(part)).update('\u0000')
  return hash.digest('hex').slice(0, 12)
}
