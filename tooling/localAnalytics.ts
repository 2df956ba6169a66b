import type { Plugin } from 'vite'

import { LOCAL_ANALYTICS_ENDPOINT } from '../src/config/analyticsSetup.ts'
import { trackedEventSchema } from './analyticsEventSchema.ts'
import { contractProblems, jsonLinesEndpoint, onDevAndPreviewServers } from './localEndpoint.ts'
import { analyticsFile } from './localStores.ts'

/** An event is a few hundred bytes; a Web Vitals event with a long selector, under 1 KB. */
const MAX_EVENT_BYTES = 8 * 1024

/** Far more than a month of a busy day's local testing; past it, events are refused, not kept. */
const MAX_STORE_BYTES = 20 * 1024 * 1024

/** A beacon sends text/plain; a fetch may say JSON. Anything else is not the site's tracker. */
const ACCEPTED_TYPES = ['text/plain', 'application/json']

export const analyticsEventProblems = contractProblems(trackedEventSchema)

export function localAnalytics(): Plugin {
  const endpoint = jsonLinesEndpoint({
    path: LOCAL_ANALYTICS_ENDPOINT,
    file: analyticsFile(),
    maxFileBytes: MAX_STORE_BYTES,
    maxBytes: MAX_EVENT_BYTES,
    noun: { one: 'event', many: 'events' },
    contentTypes: ACCEPTED_TYPES,
    problems: analyticsEventProblems,
    // What Plausible and Umami answer matters little to a beacon: a bare `{ ok }` on success.
    reply: (ok, message) => (ok ? { ok } : { ok, message }),
    saved: { status: 202, message: '' },
  })
  return { name: 'local-analytics', ...onDevAndPreviewServers(endpoint) }
}
