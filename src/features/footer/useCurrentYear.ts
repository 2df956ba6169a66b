import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * The visitor's current year. The prerendered HTML holds the build year; React swaps in the
 * live year right after hydration, without a hydration mismatch, if a new year has begun since.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}
