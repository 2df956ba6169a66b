import { useSyncExternalStore } from 'react'

import { SCROLLED_THRESHOLD_PX } from './navLinks'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/** Whether the page is scrolled past the threshold; false on the server and at first paint. */
export function useScrolled(threshold = SCROLLED_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  )
}
