import { expect, type Page, test } from '@playwright/test'

import {
  buildAndServe,
  type Collector,
  hideAndLeave,
  type ServedBuild,
  startCollector,
  untilIdle,
} from './analyticsBuild'
import { waitForHydration } from './helpers'
import { analyticsPorts } from './ports'

test.describe.configure({ mode: 'serial', timeout: 90_000 })

const WEBSITE_ID = '3f1c2a4e-8d7b-4c6a-9e5f-0a1b2c3d4e5f'

let collector: Collector
let site: ServedBuild

test.beforeAll(async () => {
  test.setTimeout(600_000)
  collector = await startCollector('umami')
  site = await buildAndServe('analytics-umami-', {
    env: {
      VITE_ANALYTICS_PROVIDER: 'umami',
      VITE_ANALYTICS_HOST: collector.origin,
      VITE_ANALYTICS_SITE: WEBSITE_ID,
    },
    port: analyticsPorts.umami,
  })
})

let origin: string

test.beforeEach(() => {
  origin = site.newOrigin()
  collector.startTest(origin)
})

test.afterAll(async () => {
  await site?.stop()
  await collector?.close()
})

interface UmamiBody {
  type: string
  payload: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>
}

const bodies = () => collector.received.map(({ body }) => body as UmamiBody)

async function open(page: Page, path: string) {
  await page.goto(`${origin}${path}`)
  await waitForHydration(page)
}

test('page views, calls to action and Web Vitals, as Umami’s send API takes them', async ({
  page,
}) => {
  await open(page, '/pt/servicos/geo')
  await expect.poll(() => bodies().length).toBe(1)
  expect(collector.received[0]?.path).toBe('/api/send')
  // A page view is an event without a name.
  expect(bodies()[0]).toEqual({
    type: 'event',
    payload: {
      website: WEBSITE_ID,
      hostname: new URL(origin).hostname,
      language: 'pt-BR',
      url: '/pt/servicos/geo',
    },
  })

  // The call to action leads to another page: the first is hidden, and sends its Web Vitals.
  await page.locator('main a[href="/pt/contato/geo-check"]').first().click()
  await page.waitForURL(/\/pt\/contato\/geo-check$/)
  const named = (name: string) =>
    bodies().filter((body) => (body.payload.name ?? 'pageview') === name)
  await expect
    .poll(() =>
      bodies()
        .map((body) => body.payload.name ?? 'pageview')
        .sort(),
    )
    .toEqual(['cta-click', 'pageview', 'pageview', 'web-vitals'])
  expect(named('cta-click')[0]).toEqual({
    type: 'event',
    payload: {
      website: WEBSITE_ID,
      hostname: new URL(origin).hostname,
      language: 'pt-BR',
      url: '/pt/servicos/geo',
      name: 'cta-click',
      data: { page: '/services/geo', locale: 'pt', cta: 'hero', target: '/contact/geo-check' },
    },
  })
  expect(named('pageview').map((body) => body.payload.url)).toEqual([
    '/pt/servicos/geo',
    '/pt/contato/geo-check',
  ])
  expect(named('web-vitals')[0]?.payload).toMatchObject({
    url: '/pt/servicos/geo',
    data: { page: '/services/geo', locale: 'pt', device: 'desktop' },
  })

  // The visitor reads, then leaves: the page's vitals, LCP among them.
  await untilIdle(page, 500)
  await hideAndLeave(page, `${origin}/robots.txt`)
  await expect.poll(() => named('web-vitals')).toHaveLength(2)
  const vitals = named('web-vitals')[1]
  expect(vitals?.payload.url).toBe('/pt/contato/geo-check')
  expect(vitals?.payload.data).toMatchObject({ page: '/contact/geo-check', locale: 'pt' })
  expect(typeof vitals?.payload.data?.lcp).toBe('number')
})
