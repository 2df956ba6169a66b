import type { Locale } from '../../config/locales'

/** Every tracked event and its properties, and when each is sent: docs/analytics.md; none carries what a visitor typed. */
export type AnalyticsEvent =
  | { name: 'pageview' }
  | { name: 'plan-hover'; plan: string }
  | { name: 'cta-click'; cta: string; target: string }
  | { name: 'enquiry-sent' }
  | { name: 'enquiry-failed' }
  | { name: 'calculator-used'; input: string }
  | { name: 'language-switch'; to: Locale }
  | { name: 'language-suggestion'; action: 'accepted' | 'dismissed'; suggested: Locale }
  | { name: 'search'; results: number }
  | { name: 'outbound-project'; project: string; url: string }
  | { name: 'blueprint-download' }
  | ({ name: 'web-vitals' } & WebVitalsProps)

/** The vitals a page view measured; a metric the browser did not report is left out. */
export interface WebVitalsProps {
  /** Milliseconds. */
  lcp?: number
  inp?: number
  fcp?: number
  ttfb?: number
  /** Unitless. */
  cls?: number
  inpTarget?: string
  /** A view shown again from the back/forward cache, measured from its restore (LCP: its first frame). */
  navigation?: 'back-forward-cache'
  device: DeviceClass
}

export type DeviceClass = 'phone' | 'tablet' | 'desktop'

/** Plausible keeps 2,000 bytes of a property and the local collector refuses longer. */
export const MAX_PROPERTY_LENGTH = 200

interface EventContext {
  /** The logical path in the default language, grouping a page's languages (`/services/seo` on `/es/servicios/seo`). */
  page: string
  locale: Locale
}

/** An event as the local collector stores it: by its page, which its reports group by. */
export type CollectedEvent = AnalyticsEvent & EventContext

/** An event with its address without the query: what a provider records as the URL. */
export type TrackedEvent = CollectedEvent & { address: string }
