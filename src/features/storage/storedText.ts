import { browserStorage } from './browserStorage'

/**
 * A key's stored text, or null where there is none or the storage cannot be read: storage
 * that is disabled, private or full throws on access, and that must never break a page.
 */
export function readStoredText(
  key: string,
  storage: () => Storage | null = browserStorage,
): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Stores a key's text, or removes the key for null; false when the browser would not keep it. */
export function writeStoredText(
  key: string,
  text: string | null,
  storage: () => Storage | null = browserStorage,
): boolean {
  try {
    const area = storage()
    if (!area) return false
    if (text === null) area.removeItem(key)
    else area.setItem(key, text)
    return true
  } catch {
    return false
  }
}
