import {
  type INPMetricWithAttribution,
  type MetricType,
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
} from 'web-vitals/attribution'

import { deviceClass } from './deviceClass'
import type { WebVitalsProps } from './events'
import type { track as trackEvent } from './tracking'

/** How each metric is written in the event: milliseconds rounded, CLS to three decimals. */
function rounded(metric: MetricType): number {
  return metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value)
}

/**
 * Measures this page load's Web Vitals with Google's library and tracks them as one
 * `web-vitals` event the first time the page is hidden (closed, left, or put in the
 * background): LCP, CLS and INP are final only then. Every value the library measures is kept
 * as it comes (`reportAllChanges`), so the event carries the latest of each even where the
 * library would report its final LCP only after the page has gone. The event names the page it
 * was measured on.
 */
export function measureWebVitals(track: typeof trackEvent): void {
  const vitals: Omit<WebVitalsProps, 'device'> = {}
  let sent = false
  const keep = (metric: MetricType) => {
    const key = metric.name.toLowerCase() as 'lcp' | 'inp' | 'fcp' | 'ttfb' | 'cls'
    vitals[key] = rounded(metric)
  }
  const everyChange = { reportAllChanges: true }
  onLCP(keep, everyChange)
  onINP((metric: INPMetricWithAttribution) => {
    keep(metric)
    if (metric.attribution.interactionTarget)
      vitals.inpTarget = metric.attribution.interactionTarget
  }, everyChange)
  onCLS(keep, everyChange)
  onFCP(keep)
  onTTFB(keep)
  const send = () => {
    if (sent || Object.keys(vitals).length === 0) return
    sent = true
    track({ name: 'web-vitals', ...vitals, device: deviceClass(window.innerWidth) })
  }
  // Hidden is when the library reports its final values; `pagehide` is the fallback for a page
  // unloaded without being hidden first (Safari, and a busy Chromium leaving a page).
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  addEventListener('pagehide', send)
}
