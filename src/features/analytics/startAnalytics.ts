import type { Tracking } from './tracking'

/** The longest the tracker waits for an idle moment on a page that never has one. */
export const IDLE_TIMEOUT_MS = 5_000

/**
 * Loads the tracker (its own chunk, with the Web Vitals library) once the app has hydrated and
 * the browser is idle: it never competes with the page's first paint or hydration, and it is
 * never part of the initial JavaScript. A tracker that cannot load loses the events; the page
 * is unaffected.
 */
export function startAnalyticsWhenIdle(tracking: Tracking): void {
  if (!__ANALYTICS_ENABLED__) return
  const start = () => {
    import('./tracker').then(
      ({ startTracker }) => startTracker(tracking),
      () => {},
    )
  }
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(start, 0)
}
