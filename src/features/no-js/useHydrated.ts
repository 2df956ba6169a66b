import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False while the server renders and while the browser hydrates, true afterwards. A prerendered
 * page cannot know the address's query (`?category=`, `?q=`), so what depends on it applies
 * right after hydration, which must first match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
