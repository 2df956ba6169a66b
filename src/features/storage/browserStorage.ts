/**
 * The page's local storage, or null on the server and where reaching it throws (some privacy
 * settings do). Every read and write through it may still throw: callers catch.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}
