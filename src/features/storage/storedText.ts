import { browserStorage } from './browserStorage'

/** Null where none is stored or storage throws (disabled, private, full), which must never break a page. */
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
