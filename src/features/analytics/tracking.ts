import { defaultLocale, isLocale, type Locale } from '../../config/locales'
import type { AnalyticsEvent, TrackedEvent } from './events'

type Deliver = (event: TrackedEvent) => void

const waiting: TrackedEvent[] = []
let deliver: Deliver | null = null

/** The event's page: the logical path from `<html data-page>` (a post's languages are one page), language and address. */
function pageFacts(): Pick<TrackedEvent, 'page' | 'locale' | 'address'> {
  const root = document.documentElement
  const code = root.lang.split('-')[0]?.toLowerCase() ?? ''
  const locale: Locale = isLocale(code) ? code : defaultLocale
  return { page: root.dataset.page ?? window.location.pathname, locale, address: location.pathname }
}

/** Stamps an event with its page for the tracker, or queues it; without a provider the bundler empties it. */
export function track(event: AnalyticsEvent): void {
  if (!__ANALYTICS_ENABLED__) return
  const tracked: TrackedEvent = { ...event, ...pageFacts() }
  if (deliver) deliver(tracked)
  else waiting.push(tracked)
}

export function connectTracker(send: Deliver): void {
  deliver = send
  for (const event of waiting.splice(0)) send(event)
}

/** The `data-track` a prerendered element carries to have its click tracked; nothing without analytics. */
export function trackedClick(event: AnalyticsEvent): { 'data-track'?: string } {
  return __ANALYTICS_ENABLED__ ? { 'data-track': JSON.stringify(event) } : {}
}

export function trackedHover(event: AnalyticsEvent): { 'data-track-hover'?: string } {
  return __ANALYTICS_ENABLED__ ? { 'data-track-hover': JSON.stringify(event) } : {}
}
