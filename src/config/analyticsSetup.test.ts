import { describe, expect, it } from 'vitest'

import { analyticsDisclosure } from './analyticsProviders'
import { analyticsFrom, analyticsOrigin, LOCAL_ANALYTICS_ENDPOINT } from './analyticsSetup'

const build = { localByDefault: false }
const start = { localByDefault: true }
const UUID = '3f1c2a4e-8d7b-4c6a-9e5f-0a1b2c3d4e5f'

describe('analyticsFrom (the build-time environment)', () => {
  it('tracks nothing in a plain build, and collects locally under npm start and npm run dev', () => {
    expect(analyticsFrom({}, build)).toEqual({ provider: 'none' })
    expect(analyticsFrom({}, start)).toEqual({
      provider: 'local',
      endpoint: LOCAL_ANALYTICS_ENDPOINT,
    })
    expect(analyticsFrom({ VITE_ANALYTICS_PROVIDER: 'none' }, start)).toEqual({ provider: 'none' })
  })

  it('reports to Plausible’s cloud by default, under the site’s own domain', () => {
    const setup = analyticsFrom({ VITE_ANALYTICS_PROVIDER: ' Plausible ' }, build)
    expect(setup).toEqual({
      provider: 'plausible',
      endpoint: 'https://plausible.io/api/event',
      origin: 'https://plausible.io',
      domain: 'nexadigital.agency',
    })
    expect(analyticsOrigin(setup)).toBe('https://plausible.io')
  })

  it('reports to a self-hosted instance under the domain it was registered with', () => {
    expect(
      analyticsFrom(
        {
          VITE_ANALYTICS_PROVIDER: 'plausible',
          VITE_ANALYTICS_HOST: 'https://stats.example.com/',
          VITE_ANALYTICS_SITE: 'example.com',
        },
        build,
      ),
    ).toMatchObject({ endpoint: 'https://stats.example.com/api/event', domain: 'example.com' })
  })

  it('needs Umami’s website id, and sends to its send API', () => {
    expect(() => analyticsFrom({ VITE_ANALYTICS_PROVIDER: 'umami' }, build)).toThrow(
      /VITE_ANALYTICS_SITE must be the Umami website id/,
    )
    expect(
      analyticsFrom({ VITE_ANALYTICS_PROVIDER: 'umami', VITE_ANALYTICS_SITE: UUID }, build),
    ).toEqual({
      provider: 'umami',
      endpoint: 'https://cloud.umami.is/api/send',
      origin: 'https://cloud.umami.is',
      websiteId: UUID,
    })
  })

  it('fails the build on a provider it does not know or a host a browser should not post to', () => {
    expect(() => analyticsFrom({ VITE_ANALYTICS_PROVIDER: 'ga4' }, build)).toThrow(
      /plausible, umami, local or none \(got "ga4"\)/,
    )
    const insecure = {
      VITE_ANALYTICS_PROVIDER: 'plausible',
      VITE_ANALYTICS_HOST: 'http://stats.example.com',
    }
    expect(() => analyticsFrom(insecure, build)).toThrow(/must use https/)
    expect(() =>
      analyticsFrom({ VITE_ANALYTICS_PROVIDER: 'plausible', VITE_ANALYTICS_HOST: 'stats' }, build),
    ).toThrow(/must be an address/)
  })
})

describe('analyticsDisclosure (what the privacy notice says)', () => {
  it('names a cloud as a processor, a self-hosted instance by its host, and nothing without analytics', () => {
    expect(analyticsDisclosure(analyticsFrom({}, build))).toBeNull()
    expect(analyticsDisclosure(analyticsFrom({}, start))).toEqual({
      product: null,
      processor: null,
      host: null,
    })
    const cloud = analyticsDisclosure(
      analyticsFrom({ VITE_ANALYTICS_PROVIDER: 'plausible' }, build),
    )
    expect(cloud?.product).toBe('Plausible Analytics')
    expect(cloud?.processor?.privacyPolicy).toBe('https://plausible.io/privacy')
    const own = analyticsDisclosure(
      analyticsFrom(
        {
          VITE_ANALYTICS_PROVIDER: 'umami',
          VITE_ANALYTICS_HOST: 'https://umami.example.com',
          VITE_ANALYTICS_SITE: UUID,
        },
        build,
      ),
    )
    expect(own).toEqual({ product: 'Umami', processor: null, host: 'umami.example.com' })
  })
})
