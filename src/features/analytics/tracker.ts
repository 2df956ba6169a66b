import { analytics } from '../../config/analytics'
import { trackingRefused } from './privacySignals'
import { analyticsRequest } from './providers'
import { connectTracker, track } from './tracking'
import { measureWebVitals } from './webVitals'

/** Where the visitor came from, without its query: sent only with the visit's first page view. */
function arrivalReferrer(): string | null {
  if (!document.referrer) return null
  const { origin, pathname } = new URL(document.referrer)
  return origin === window.location.origin ? null : `${origin}${pathname}`
}

/** Sends nothing under GPC, Do Not Track or the opt-out (checked before each event); stores nothing, sets no cookie. */
export function startTracker(): void {
  const setup = analytics
  if (setup.provider === 'none') return
  let referrer = arrivalReferrer()
  connectTracker((event) => {
    if (trackingRefused()) return
    const facts = { origin: window.location.origin, referrer: null as string | null }
    if (event.name === 'pageview') {
      facts.referrer = referrer
      referrer = null
    }
    const { url, body } = analyticsRequest(setup, event, facts)
    // A text/plain beacon: no preflight, and it outlives the page (docs/decisions.md).
    navigator.sendBeacon(url, body)
  })
  measureWebVitals(track)
}
