import { createContext, useContext } from 'react'

import { splitLocale } from '../i18n/localePath'
import type { AnalyticsEvent, TrackedEvent } from './events'

type Deliver = (event: TrackedEvent) => void

/**
 * One page load's tracking: what every component calls to track something, stamped with the
 * page it happened on and handed to the tracker, which loads only once the page is hydrated and
 * idle (startAnalytics.ts). Until then events wait here, in order. Created by the render
 * context, one per page load, and handed down by the app (TrackingContext).
 */
export interface Tracking {
  /** `pathname`: the page the event belongs to, when not the one in the address bar now. */
  track(event: AnalyticsEvent, pathname?: string): void
  /**
   * A page view for the page in the address bar, unless it was the last one counted: React runs
   * an effect twice in development, and a blog filter changes the query, not the page. `page` is
   * its logical path in the default language, which its events are stamped with too, so one
   * page's languages group together even where its address differs by more than words (a post's
   * translated slug).
   */
  trackPageView(page: string): void
  /** The tracker, once loaded: sends what waited, then every later event as it happens. */
  connect(send: Deliver): void
}

/** What a build without analytics tracks, and what a component outside the app reports to. */
const NO_TRACKING: Tracking = { track() {}, trackPageView() {}, connect() {} }

/**
 * In a build without a provider `__ANALYTICS_ENABLED__` is a literal `false`: the bundler drops
 * the queue, and the tracker's chunk with it.
 */
export function createTracking(): Tracking {
  if (!__ANALYTICS_ENABLED__) return NO_TRACKING
  const waiting: TrackedEvent[] = []
  let deliver: Deliver | null = null
  let lastPageView: string | null = null
  // Each address this visit counted a page view at, with its page: a page left still reports
  // its vitals under its own.
  const pages = new Map<string, string>()
  const tracking: Tracking = {
    track(event, pathname) {
      const address = pathname ?? window.location.pathname
      const { locale, logicalPath } = splitLocale(address)
      const page = pages.get(address) ?? logicalPath
      const tracked: TrackedEvent = { ...event, page, locale, address }
      if (deliver) deliver(tracked)
      else waiting.push(tracked)
    },
    trackPageView(page) {
      const address = window.location.pathname
      if (address === lastPageView) return
      lastPageView = address
      pages.set(address, page)
      tracking.track({ name: 'pageview' })
    },
    connect(send) {
      deliver = send
      for (const event of waiting.splice(0)) send(event)
    },
  }
  return tracking
}

export const TrackingContext = createContext<Tracking>(NO_TRACKING)

/** The page load's tracking, for its startup and its page views. */
export function useTracking(): Tracking {
  return useContext(TrackingContext)
}

/** What a component calls to track something (see Tracking.track). */
export function useTrack(): Tracking['track'] {
  return useContext(TrackingContext).track
}
