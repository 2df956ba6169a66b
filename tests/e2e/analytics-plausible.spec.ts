import { expect, type Page, test } from '@playwright/test'

import { seoPlanIds } from '../../src/content/services'
import { copyIn, postIn } from '../copy'
import {
  buildAndServe,
  type Collector,
  hideAndLeave,
  type ServedBuild,
  startCollector,
  untilIdle,
} from './analyticsBuild'
import { waitForHydration, waitForIsland } from './helpers'
import { analyticsPorts } from './ports'

// Browsed for real against a stand-in: events must arrive as Plausible's Events API expects them.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

let collector: Collector
let site: ServedBuild

test.beforeAll(async () => {
  test.setTimeout(600_000)
  collector = await startCollector('plausible')
  site = await buildAndServe('analytics-plausible-', {
    env: { VITE_ANALYTICS_PROVIDER: 'plausible', VITE_ANALYTICS_HOST: collector.origin },
    port: analyticsPorts.plausible,
  })
})

test.afterAll(async () => {
  await site?.stop()
  await collector?.close()
})

let origin: string

test.beforeEach(() => {
  origin = site.newOrigin()
  collector.startTest(origin)
})

function named(name: string) {
  return collector.received
    .map(({ body }) => body as { name: string; props: Record<string, string> })
    .filter((body) => body.name === name)
}

async function open(page: Page, path: string) {
  await page.goto(`${origin}${path}`)
  await waitForHydration(page)
}

test('a page view for each page opened, as Plausible’s Events API takes it, which the CSP and a preconnect let through; a plan hovered; a post under its English slug', async ({
  page,
}) => {
  const response = await page.goto(`${origin}/es/servicios`)
  await waitForHydration(page)
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain(`connect-src 'self' ${collector.origin};`)
  await expect(page.locator('link[rel="preconnect"]')).toHaveCount(1)
  await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute('href', collector.origin)
  await expect.poll(() => named('pageview').length).toBe(1)
  const [arrival] = collector.received
  expect(arrival?.path).toBe('/api/event')
  expect(arrival?.headers['content-type']).toMatch(/^text\/plain/)
  expect(arrival?.body).toEqual({
    name: 'pageview',
    url: `${origin}/es/servicios`,
    domain: 'nexadigital.agency',
    referrer: null,
    props: { page: '/services', locale: 'es' },
  })

  await page.locator('main a[href="/es/servicios/seo"]').first().click()
  await expect
    .poll(() => named('pageview').map((event) => event.props.page))
    .toEqual(['/services', '/services/seo'])

  await test.step('a plan card hovered, once per card per page view', async () => {
    await waitForHydration(page)
    const plans = page.locator('section[aria-labelledby="seo-pricing"] li:has(h3)')
    await plans.nth(1).hover()
    // Off the card without scrolling: a scroll would slide another card under the still pointer.
    await page.mouse.move(0, 0)
    await plans.nth(1).hover()
    await plans.nth(2).hover()
    await expect
      .poll(() => named('plan-hover').map((event) => event.props))
      .toEqual([
        { page: '/services/seo', locale: 'es', plan: seoPlanIds[1] },
        { page: '/services/seo', locale: 'es', plan: seoPlanIds[2] },
      ])
    // The hover shows nothing: the spec says it has no visible effect.
    await expect(page.locator('[role="status"]:visible')).toHaveCount(0)
  })

  await test.step('a post’s page view counts under its English slug, with the address the visitor read', async () => {
    const address = `/pt/blog/${postIn('pt', 'cro-for-saas').slug}`
    await open(page, address)
    await expect.poll(() => named('pageview').length).toBe(3)
    expect(named('pageview')[2]).toMatchObject({
      url: `${origin}${address}`,
      props: { page: '/blog/cro-for-saas', locale: 'pt' },
    })
  })
})

test('a sent enquiry, without a single field of it', async ({ page }) => {
  const t = copyIn('en')
  await open(page, '/contact')
  await page.getByRole('textbox', { name: t('contact:form.name.label') }).fill('Lucía Torres')
  await page.getByRole('textbox', { name: t('contact:form.email.label') }).fill('lucia@example.com')
  await page
    .getByRole('combobox', { name: t('contact:form.service.label') })
    .selectOption({ label: t('contact:form.service.options.seo') })
  await page
    .getByRole('textbox', { name: t('contact:form.message.label') })
    .fill('Secret plans for Black Friday')
  await page.getByRole('button', { name: t('contact:form.submit') }).click()
  await expect(page.getByText(t('contact:form.success'))).toBeVisible()
  await expect
    .poll(() => named('enquiry-sent').map((event) => event.props))
    .toEqual([{ page: '/contact', locale: 'en' }])
  expect(JSON.stringify(collector.received)).not.toMatch(/Lucía|lucia@|Secret/)
})

test('the page load’s Web Vitals, once, when the visitor leaves the page', async ({ page }) => {
  await open(page, '/es/servicios/cro')
  // The calculator sits below the first screen: a key pressed before it hydrates sends nothing.
  await waitForIsland(page.locator('[data-island]:has(input[type="range"])'))
  await page.locator('main input[type="range"]').first().focus()
  await page.keyboard.press('ArrowRight')
  await untilIdle(page, 1_000)
  await hideAndLeave(page, `${origin}/robots.txt`)
  await expect.poll(() => named('web-vitals').length).toBe(1)
  const [vitals] = named('web-vitals')
  expect(vitals?.props).toMatchObject({ page: '/services/cro', locale: 'es', device: 'desktop' })
  for (const metric of ['lcp', 'fcp', 'ttfb', 'cls', 'inp']) {
    expect(Number(vitals?.props[metric]), metric).toBeGreaterThanOrEqual(0)
  }
  expect(vitals?.props.inpTarget, 'the element the key was pressed on').toMatch(/^input\b/)
  expect(named('calculator-used').map((event) => event.props.input)).toEqual(['visitors'])
})

// Do Not Track and the opt-out are the same switch (privacySignals.test.ts); the opt-out is below.
test('nothing is sent under Global Privacy Control', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
  })
  await open(page, '/services/seo')
  await page.locator('section[aria-labelledby="seo-pricing"] li:has(h3)').first().hover()
  await untilIdle(page, 1_000)
  await hideAndLeave(page, `${origin}/robots.txt`)
  await page.waitForTimeout(1_000)
  expect(collector.received).toEqual([])
})

test('the privacy page names the provider, and its opt-out stops every report at once', async ({
  page,
}) => {
  const t = copyIn('pt')
  await open(page, '/pt/privacidade')
  await expect(page.getByRole('heading', { name: t('privacy:analytics.title') })).toBeVisible()
  await expect(page.locator('main')).toContainText(
    t('privacy:analytics.intro', { provider: 'Plausible Analytics' }),
  )
  // Statistics are a purpose of their own, with their legal basis; no claim of none.
  await expect(page.locator('#purposes')).toContainText(t('privacy:purposes.statistics'))
  await expect(page.locator('#purposes')).not.toContainText(t('privacy:purposes.secondary'))
  await expect(page.locator('#legal-basis')).toContainText(t('privacy:legalBasis.statistics'))
  await expect.poll(() => named('pageview').length).toBe(1)

  await waitForIsland(page.locator('[data-island="analytics-opt-out"]'))
  await page.getByLabel(t('privacy:analytics.optOut.label')).check()
  await expect(
    page.getByRole('status').filter({ hasText: t('privacy:analytics.optOut.status.optedOut') }),
  ).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('analytics-opt-out'))).toBe('true')
  collector.received.length = 0

  await page.locator('a[href="/pt/servicos/seo"]').first().dispatchEvent('click')
  await page.waitForURL(/\/pt\/servicos\/seo$/)
  await page.locator('section[aria-labelledby="seo-pricing"] li:has(h3)').first().hover()
  await open(page, '/pt/contato')
  await untilIdle(page, 1_000)
  await hideAndLeave(page, `${origin}/robots.txt`)
  await page.waitForTimeout(1_000)
  expect(collector.received).toEqual([])
})
