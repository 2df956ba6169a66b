import { expect, it } from 'vitest'

import { type AnalyticsEnv, analyticsFrom } from '../../config/analyticsSetup'
import type { TrackedEvent } from './events'
import { analyticsRequest, type CollectingSetup } from './providers'

// Each provider's contract; that a visit's requests leave the page and arrive is tests/e2e/analytics-builds.spec.ts's.
const WEBSITE_ID = '3f1c2a4e-8d7b-4c6a-9e5f-0a1b2c3d4e5f'
const setup = (env: AnalyticsEnv) => analyticsFrom(env, { localByDefault: true }) as CollectingSetup
const visit = { origin: 'https://nexadigital.agency', referrer: 'https://www.google.com/' }
const view: TrackedEvent = {
  name: 'pageview',
  page: '/services',
  locale: 'es',
  address: '/es/servicios',
}
const click: TrackedEvent = {
  name: 'cta-click',
  cta: 'hero',
  target: '/contact/geo-check',
  page: '/services/geo',
  locale: 'pt',
  address: '/pt/servicos/geo',
}

it.each([
  {
    provider: 'Plausible’s Events API: every property a string, the address the visitor read',
    env: { VITE_ANALYTICS_PROVIDER: 'plausible' },
    url: 'https://plausible.io/api/event',
    pageview: {
      name: 'pageview',
      url: 'https://nexadigital.agency/es/servicios',
      domain: 'nexadigital.agency',
      referrer: visit.referrer,
      props: { page: '/services', locale: 'es' },
    },
    event: {
      name: 'cta-click',
      url: 'https://nexadigital.agency/pt/servicos/geo',
      domain: 'nexadigital.agency',
      referrer: null,
      props: { page: '/services/geo', locale: 'pt', cta: 'hero', target: '/contact/geo-check' },
    },
  },
  {
    provider: 'Umami’s send API: a page view is an event without a name',
    env: { VITE_ANALYTICS_PROVIDER: 'umami', VITE_ANALYTICS_SITE: WEBSITE_ID },
    url: 'https://cloud.umami.is/api/send',
    pageview: {
      type: 'event',
      payload: {
        website: WEBSITE_ID,
        hostname: 'nexadigital.agency',
        language: 'es-MX',
        url: '/es/servicios',
        referrer: visit.referrer,
      },
    },
    event: {
      type: 'event',
      payload: {
        website: WEBSITE_ID,
        hostname: 'nexadigital.agency',
        language: 'pt-BR',
        url: '/pt/servicos/geo',
        name: 'cta-click',
        data: { page: '/services/geo', locale: 'pt', cta: 'hero', target: '/contact/geo-check' },
      },
    },
  },
  {
    provider: 'the local collector: the event as its contract reads it, by page',
    env: {},
    url: '/api/analytics',
    pageview: { name: 'pageview', page: '/services', locale: 'es' },
    event: {
      name: 'cta-click',
      page: '/services/geo',
      locale: 'pt',
      cta: 'hero',
      target: '/contact/geo-check',
    },
  },
])('$provider', ({ env, url, pageview, event }) => {
  const request = (tracked: TrackedEvent, referrer: string | null) => {
    const sent = analyticsRequest(setup(env), tracked, { ...visit, referrer })
    expect(sent.url).toBe(url)
    return JSON.parse(sent.body) as unknown
  }
  expect(request(view, visit.referrer)).toEqual(pageview)
  expect(request(click, null)).toEqual(event)
})

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
  const bodyOf = (env: AnalyticsEnv) =>
    JSON.parse(analyticsRequest(setup(env), vitals, visit).body) as Record<string, unknown>
  const { props } = bodyOf({ VITE_ANALYTICS_PROVIDER: 'plausible' }) as {
    props: Record<string, string>
  }
  expect(props).toMatchObject({ lcp: '1234', cls: '0.012', device: 'phone' })
  expect(props.inpTarget).toHaveLength(200)
  expect(bodyOf({}).inpTarget).toHaveLength(200)
})
