import { describe, expect, it } from 'vitest'

import { analyticsFrom } from '../../config/analyticsSetup'
import type { TrackedEvent } from './events'
import { analyticsRequest, type CollectingSetup } from './providers'

const plausible = analyticsFrom(
  { VITE_ANALYTICS_PROVIDER: 'plausible' },
  { localByDefault: false },
) as CollectingSetup
const umami = analyticsFrom(
  { VITE_ANALYTICS_PROVIDER: 'umami', VITE_ANALYTICS_SITE: '3f1c2a4e-8d7b-4c6a-9e5f-0a1b2c3d4e5f' },
  { localByDefault: false },
) as CollectingSetup
const local = analyticsFrom({}, { localByDefault: true }) as CollectingSetup

const facts = { origin: 'https://nexadigital.agency', referrer: null }
const hover: TrackedEvent = {
  name: 'plan-hover',
  plan: 'growth',
  page: '/services/seo',
  locale: 'es',
  address: '/es/servicios/seo',
}

const bodyOf = (setup: CollectingSetup, event: TrackedEvent, referrer: string | null = null) =>
  JSON.parse(analyticsRequest(setup, event, { ...facts, referrer }).body) as unknown

describe('analyticsRequest', () => {
  it('speaks Plausible’s Events API: the full address, the domain, string props', () => {
    expect(analyticsRequest(plausible, hover, facts).url).toBe('https://plausible.io/api/event')
    expect(bodyOf(plausible, hover)).toEqual({
      name: 'plan-hover',
      url: 'https://nexadigital.agency/es/servicios/seo',
      domain: 'nexadigital.agency',
      referrer: null,
      props: { page: '/services/seo', locale: 'es', plan: 'growth' },
    })
    const vitals: TrackedEvent = {
      name: 'web-vitals',
      lcp: 1234,
      cls: 0.012,
      device: 'phone',
      page: '/',
      locale: 'en',
      address: '/',
    }
    expect(bodyOf(plausible, vitals)).toMatchObject({
      url: 'https://nexadigital.agency/',
      props: { page: '/', locale: 'en', lcp: '1234', cls: '0.012', device: 'phone' },
    })
  })

  it('speaks Umami’s send API: a page view has no name, an event carries its data', () => {
    const view: TrackedEvent = {
      name: 'pageview',
      page: '/blog',
      locale: 'pt',
      address: '/pt/blog',
    }
    expect(bodyOf(umami, view, 'https://www.google.com/')).toEqual({
      type: 'event',
      payload: {
        website: '3f1c2a4e-8d7b-4c6a-9e5f-0a1b2c3d4e5f',
        hostname: 'nexadigital.agency',
        language: 'pt-BR',
        url: '/pt/blog',
        referrer: 'https://www.google.com/',
      },
    })
    expect(bodyOf(umami, hover)).toMatchObject({
      payload: {
        name: 'plan-hover',
        url: '/es/servicios/seo',
        data: { page: '/services/seo', locale: 'es', plan: 'growth' },
      },
    })
  })

  it('posts the event as it is to the local collector, by its page alone', () => {
    expect(analyticsRequest(local, hover, facts).url).toBe('/api/analytics')
    expect(bodyOf(local, hover)).toEqual({
      name: 'plan-hover',
      plan: 'growth',
      page: '/services/seo',
      locale: 'es',
    })
  })

  it('sends the address the visitor read, where a post’s page is its English slug', () => {
    const post: TrackedEvent = {
      name: 'pageview',
      page: '/blog/cro-for-saas',
      locale: 'pt',
      address: '/pt/blog/otimizacao-de-conversao-saas',
    }
    expect(bodyOf(plausible, post)).toMatchObject({
      url: 'https://nexadigital.agency/pt/blog/otimizacao-de-conversao-saas',
      props: { page: '/blog/cro-for-saas', locale: 'pt' },
    })
    expect(bodyOf(umami, post)).toMatchObject({ payload: { url: post.address } })
  })

  it('shortens a long INP target, which Plausible caps and the local collector refuses', () => {
    const long: TrackedEvent = {
      name: 'web-vitals',
      inpTarget: 'div>'.repeat(100),
      device: 'desktop',
      page: '/',
      locale: 'en',
      address: '/',
    }
    const { props } = bodyOf(plausible, long) as { props: { inpTarget: string } }
    expect(props.inpTarget).toHaveLength(200)
    expect((bodyOf(local, long) as { inpTarget: string }).inpTarget).toHaveLength(200)
  })
})
