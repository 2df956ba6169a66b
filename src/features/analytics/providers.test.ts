import { expect, it } from 'vitest'

import { analyticsFrom } from '../../config/analyticsSetup'
import type { TrackedEvent } from './events'
import { analyticsRequest, type CollectingSetup } from './providers'

// Each provider's request as it arrives is checked in a browser (tests/e2e/analytics-*.spec.ts); here, what no visit there sends.
const plausible = analyticsFrom(
  { VITE_ANALYTICS_PROVIDER: 'plausible' },
  { localByDefault: false },
) as CollectingSetup
const umami = analyticsFrom(
  { VITE_ANALYTICS_PROVIDER: 'umami', VITE_ANALYTICS_SITE: '3f1c2a4e-8d7b-4c6a-9e5f-0a1b2c3d4e5f' },
  { localByDefault: false },
) as CollectingSetup
const local = analyticsFrom({}, { localByDefault: true }) as CollectingSetup
const bodyOf = (setup: CollectingSetup, event: TrackedEvent, referrer: string | null = null) =>
  JSON.parse(
    analyticsRequest(setup, event, { origin: 'https://nexadigital.agency', referrer }).body,
  ) as Record<string, unknown>

it('sends Plausible every figure as a string, and shortens a long INP target to 200 characters', () => {
  const vitals: TrackedEvent = {
    name: 'web-vitals',
    lcp: 1234,
    cls: 0.012,
    inpTarget: 'div>'.repeat(100),
    device: 'phone',
    page: '/',
    locale: 'en',
    address: '/',
  }
  const { props } = bodyOf(plausible, vitals) as { props: Record<string, string> }
  expect(props).toMatchObject({ lcp: '1234', cls: '0.012', device: 'phone' })
  expect(props.inpTarget).toHaveLength(200)
  expect(bodyOf(local, vitals).inpTarget).toHaveLength(200)
})

it('tells Umami where a visitor came from', () => {
  const view: TrackedEvent = { name: 'pageview', page: '/blog', locale: 'pt', address: '/pt/blog' }
  expect(bodyOf(umami, view, 'https://www.google.com/')).toMatchObject({
    payload: { referrer: 'https://www.google.com/' },
  })
})
