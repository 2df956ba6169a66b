import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * A value only the browser knows (the address's query, a stored choice): while an island
 * hydrates, what the prerender wrote (`prerendered`), so the two match; right after, `read()`'s.
 * `read` must return the same value each time for an unchanged state (a string, a number).
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => prerendered)
}
