import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/** The prerendered value while hydrating (so they match), then `read()`'s; `read` must be stable for an unchanged state. */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => prerendered)
}
