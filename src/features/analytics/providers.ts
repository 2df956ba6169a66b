import type { AnalyticsSetup } from '../../config/analyticsSetup'
import { localeInfo } from '../../config/locales'
import { MAX_PROPERTY_LENGTH, type TrackedEvent } from './events'

export interface AnalyticsRequest {
  url: string
  body: string
}

export interface VisitContext {
  origin: string
  /** The referring page, only on the page view that opened the visit; otherwise null. */
  referrer: string | null
}

export type CollectingSetup = Exclude<AnalyticsSetup, { provider: 'none' }>

const SENT_APART: ReadonlySet<string> = new Set(['name', 'page', 'locale', 'address'])

function propertiesOf(event: TrackedEvent): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(event)
      .filter(
        (entry): entry is [string, string | number] =>
          !SENT_APART.has(entry[0]) && entry[1] !== undefined,
      )
      .map(([key, value]) => [
        key,
        typeof value === 'string' ? value.slice(0, MAX_PROPERTY_LENGTH) : value,
      ]),
  )
}

/** The request recording `event` in the provider's own contract (Plausible, Umami, the local collector), address without query. */
export function analyticsRequest(
  setup: CollectingSetup,
  event: TrackedEvent,
  facts: VisitContext,
): AnalyticsRequest {
  const path = event.address
  const properties = propertiesOf(event)
  switch (setup.provider) {
    case 'local':
      return {
        url: setup.endpoint,
        body: JSON.stringify({
          name: event.name,
          page: event.page,
          locale: event.locale,
          ...properties,
        }),
      }
    case 'plausible':
      return {
        url: setup.endpoint,
        body: JSON.stringify({
          name: event.name,
          url: `${facts.origin}${path}`,
          domain: setup.domain,
          referrer: facts.referrer,
          props: Object.fromEntries(
            Object.entries({ page: event.page, locale: event.locale, ...properties }).map(
              ([key, value]) => [key, String(value)],
            ),
          ),
        }),
      }
    case 'umami': {
      const named = event.name !== 'pageview'
      return {
        url: setup.endpoint,
        body: JSON.stringify({
          type: 'event',
          payload: {
            website: setup.websiteId,
            hostname: new URL(facts.origin).hostname,
            language: localeInfo(event.locale).tag,
            url: path,
            ...(facts.referrer ? { referrer: facts.referrer } : {}),
            ...(named
              ? {
                  name: event.name,
                  data: { page: event.page, locale: event.locale, ...properties },
                }
              : {}),
          },
        }),
      }
    }
  }
}
