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

/** One `web-vitals` event per page view, sent when first hidden, when LCP, CLS and INP are final (docs/decisions.md). */
export function measureWebVitals(track: typeof trackEvent): void {
  let vitals: Omit<WebVitalsProps, 'device' | 'navigation'> = {}
  let sent = false
  let restored = false
  // Before the library's own `pageshow` listeners, which report the restored view's TTFB at once.
  addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return
      vitals = {}
      sent = false
      restored = true
    },
    { capture: true },
  )
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
  // Not `pagehide`, which fires first: the library settles the values in its own capturing `visibilitychange` listeners.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || sent || Object.keys(vitals).length === 0) return
    sent = true
    const view = restored ? { navigation: 'back-forward-cache' as const } : {}
    track({ name: 'web-vitals', ...vitals, ...view, device: deviceClass(window.innerWidth) })
  })
}
