import { splitLocale } from '../i18n/localePath'
import type { AnalyticsEvent, TrackedEvent } from './events'

type Deliver = (event: TrackedEvent) => void

/**
 * What every component calls to track something: it stamps the event with the page it happened
 * on and hands it to the tracker, which loads only once the page is hydrated and idle
 * (startAnalytics.ts). Until then events wait here, in order. In a build without a provider
 * `__ANALYTICS_ENABLED__` is a literal `false` and this is an empty function.
 */
const waiting: TrackedEvent[] = []
let deliver: Deliver | null = null
let lastPageView: string | null = null

/** `pathname`: the page the event belongs to, when not the one in the address bar now. */
export function track(event: AnalyticsEvent, pathname?: string): void {
  if (!__ANALYTICS_ENABLED__) return
  const { locale, logicalPath } = splitLocale(pathname ?? window.location.pathname)
  const tracked: TrackedEvent = { ...event, page: logicalPath, locale }
  if (deliver) deliver(tracked)
  else waiting.push(tracked)
}

/**
 * A page view for the page in the address bar, unless it was the last one counted: React runs
 * an effect twice in development, and a blog filter changes the query, not the page.
 */
export function trackPageView(): void {
  if (!__ANALYTICS_ENABLED__ || window.location.pathname === lastPageView) return
  lastPageView = window.location.pathname
  track({ name: 'pageview' })
}

/** The tracker, once loaded: sends what waited, then every later event as it happens. */
export function connectTracker(send: Deliver): void {
  deliver = send
  for (const event of waiting.splice(0)) send(event)
}
