import { type INPMetric, type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'

import { deviceClass } from './deviceClass'
import type { WebVitalsProps } from './events'
import type { track as trackEvent } from './tracking'

/** How each metric is written in the event: milliseconds rounded, CLS to three decimals. */
function rounded(metric: MetricType): number {
  return metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value)
}

/** INP's element (`tag#id`, `tag.class`), as web-vitals' attribution build names it, without its 2 KB. */
function interactionTarget({ entries }: INPMetric): string | undefined {
  const target = entries.find((entry) => entry.target instanceof Element)?.target
  if (!(target instanceof Element)) return undefined
  const classes = [...target.classList].map((name) => `.${name}`).join('')
  return target.localName + (target.id ? `#${target.id}` : classes)
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
  onINP((metric) => {
    keep(metric)
    vitals.inpTarget = interactionTarget(metric) ?? vitals.inpTarget
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
