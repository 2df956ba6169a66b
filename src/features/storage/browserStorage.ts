/** `localStorage` lasts until the visitor clears it; `sessionStorage` until the tab closes. */
export type StorageArea = 'localStorage' | 'sessionStorage'

/**
 * The page's local (or session) storage, or null on the server and where reaching it throws
 * (some privacy settings do). Every read and write through it may still throw: callers catch.
 */
export function browserStorage(area: StorageArea = 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[area]
  } catch {
    return null
  }
}
