import { defaultLocale, isLocale, type Locale } from '../../config/locales'
import type { AnalyticsEvent, TrackedEvent } from './events'

type Deliver = (event: TrackedEvent) => void

/** Events tracked before the tracker connected, in order. */
const waiting: TrackedEvent[] = []
let deliver: Deliver | null = null

/**
 * The page an event belongs to: its logical path in the default language, which the prerender
 * writes on `<html data-page>` in builds with analytics (a post's languages count as one page,
 * whatever their slugs), its language and the address the visitor read.
 */
function pageFacts(): Pick<TrackedEvent, 'page' | 'locale' | 'address'> {
  const root = document.documentElement
  const code = root.lang.split('-')[0]?.toLowerCase() ?? ''
  const locale: Locale = isLocale(code) ? code : defaultLocale
  return { page: root.dataset.page ?? window.location.pathname, locale, address: location.pathname }
}

/**
 * Tracks something that happened on this page: stamped with the page and handed to the tracker
 * (tracker.ts), or queued until it connects. In a build without a provider `__ANALYTICS_ENABLED__`
 * is a literal `false`, and the bundler empties it.
 */
export function track(event: AnalyticsEvent): void {
  if (!__ANALYTICS_ENABLED__) return
  const tracked: TrackedEvent = { ...event, ...pageFacts() }
  if (deliver) deliver(tracked)
  else waiting.push(tracked)
}

/** The tracker, once loaded: sends what waited, then every later event as it happens. */
export function connectTracker(send: Deliver): void {
  deliver = send
  for (const event of waiting.splice(0)) send(event)
}

/**
 * What a prerendered element carries to have its click tracked (a call to action, a language
 * link): the event, read by the tracker's one listener. Nothing in a build without analytics.
 */
export function trackedClick(event: AnalyticsEvent): { 'data-track'?: string } {
  return __ANALYTICS_ENABLED__ ? { 'data-track': JSON.stringify(event) } : {}
}

/** What a prerendered element carries to have its first hover tracked (a plan card). */
export function trackedHover(event: AnalyticsEvent): { 'data-track-hover'?: string } {
  return __ANALYTICS_ENABLED__ ? { 'data-track-hover': JSON.stringify(event) } : {}
}
