/** `localStorage` lasts until the visitor clears it; `sessionStorage` until the tab closes. */
export type StorageArea = 'localStorage' | 'sessionStorage'

/** Null on the server and where reaching storage throws; reads and writes may still throw, so callers catch. */
export function browserStorage(area: StorageArea = 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[area]
  } catch {
    return null
  }
}
