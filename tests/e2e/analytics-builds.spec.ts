import { execFile } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { expect, type Page, test } from '@playwright/test'
import { parseHTML } from 'linkedom'

import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs'
import { START_MODE } from '../../src/config/analyticsSetup'
import { seoPlanIds } from '../../src/content/services'
import { projectRoot } from '../build/projectCopy'
import { copyIn, postIn } from '../copy'
import { normalize } from '../text'
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

// Each build is browsed for real; what each provider's request holds is providers.test.ts's.

/** An event as it arrived: its name, page, language and properties. */
type Arrived = { name: string; page: string; locale: string } & Record<string, unknown>

const t = copyIn('pt')

/** One visit, the same for each build: a service page, its call to action, an enquiry sent, the page left. */
async function visitAndEnquire(page: Page, origin: string, arrived: () => Promise<Arrived[]>) {
  await page.goto(`${origin}/pt/servicos/geo`)
  await waitForHydration(page)
  await expect.poll(async () => (await arrived()).length, 'the tracker is listening').toBe(1)
  // Following the link hides the page, which sends its Web Vitals.
  await page.locator('main a[href="/pt/contato/geo-check"]').first().click()
  await page.waitForURL(/\/pt\/contato\/geo-check$/)
  await waitForHydration(page)
  await page.getByRole('textbox', { name: t('contact:form.name.label') }).fill('João Lima')
  await page.getByRole('textbox', { name: t('contact:form.email.label') }).fill('joao@example.com')
  await page
    .getByRole('combobox', { name: t('contact:form.service.label') })
    .selectOption({ label: t('contact:form.service.options.shopify') })
  await page
    .getByRole('textbox', { name: t('contact:form.message.label') })
    .fill('Planos para a Black Friday')
  await page.getByRole('button', { name: t('contact:form.submit') }).click()
  await expect(page.getByText(t('contact:form.success'))).toBeVisible()
  await untilIdle(page, 500)
  await hideAndLeave(page, `${origin}/robots.txt`)
  await expect
    .poll(async () =>
      (await arrived()).map(({ name, locale, page }) => `${page} ${locale} ${name}`).sort(),
    )
    .toEqual([
      '/contact/geo-check pt enquiry-sent',
      '/contact/geo-check pt pageview',
      '/contact/geo-check pt web-vitals',
      '/services/geo pt cta-click',
      '/services/geo pt pageview',
      '/services/geo pt web-vitals',
    ])
  const events = await arrived()
  const first = (name: string) => events.find((event) => event.name === name)
  expect(first('cta-click')).toMatchObject({ cta: 'hero', target: '/contact/geo-check' })
  expect(first('web-vitals')).toHaveProperty('lcp')
  expect(JSON.stringify(events)).not.toMatch(/João|joao@|Black Friday/)
}

test.describe('a build for Plausible', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  let collector: Collector
  let site: ServedBuild
  let origin: string

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    collector = await startCollector()
    site = await buildAndServe('analytics-plausible-', {
      env: { VITE_ANALYTICS_PROVIDER: 'plausible', VITE_ANALYTICS_HOST: collector.origin },
      port: analyticsPorts.plausible,
    })
  })

  test.afterAll(async () => {
    await site?.stop()
    await collector?.close()
  })

  test.beforeEach(() => {
    origin = site.newOrigin()
    collector.startTest(origin)
  })

  const arrived = async (): Promise<Arrived[]> =>
    collector.received.map(({ body }) => {
      const { name, props } = body as { name: string; props: Arrived }
      return { ...props, name }
    })
  const named = async (name: string) => (await arrived()).filter((event) => event.name === name)

  async function open(page: Page, path: string) {
    await page.goto(`${origin}${path}`)
    await waitForHydration(page)
  }

  test('a visit’s events reach the provider’s origin as text/plain beacons, which the CSP lets through', async ({
    page,
  }) => {
    await visitAndEnquire(page, origin, arrived)
    expect(new Set(collector.received.map(({ path }) => path))).toEqual(new Set(['/api/event']))
    for (const { headers, body } of collector.received) {
      expect(headers['content-type']).toMatch(/^text\/plain/)
      // Opened straight, then from the site's own page: no referrer to tell.
      expect(body).toMatchObject({ referrer: null })
    }
  })

  test('the built pages name the provider: CSP, preconnect, privacy notice, a post under its English slug', async () => {
    expect(await site.built('_headers')).toContain(`connect-src 'self' ${collector.origin};`)
    const documentOf = async (path: string) => parseHTML(await site.built(path)).document
    const services = await documentOf('es/servicios.html')
    const preconnects = [...services.querySelectorAll('link[rel="preconnect"]')]
    expect(preconnects.map((link) => link.getAttribute('href'))).toEqual([collector.origin])

    const privacy = await documentOf('pt/privacidade.html')
    const textOf = (selector: string) =>
      normalize(privacy.querySelector(selector)?.textContent ?? '')
    expect(textOf('main')).toContain(normalize(t('privacy:analytics.title')))
    expect(textOf('main')).toContain(
      normalize(t('privacy:analytics.intro', { provider: 'Plausible Analytics' })),
    )
    // Statistics are a purpose of their own, with their legal basis; no claim of none.
    expect(textOf('#purposes')).toContain(normalize(t('privacy:purposes.statistics')))
    expect(textOf('#purposes')).not.toContain(normalize(t('privacy:purposes.secondary')))
    expect(textOf('#legal-basis')).toContain(normalize(t('privacy:legalBasis.statistics')))

    const post = await documentOf(`pt/blog/${postIn('pt', 'cro-for-saas').slug}.html`)
    expect(post.documentElement.getAttribute('data-page')).toBe('/blog/cro-for-saas')
  })

  test('a plan card hovered counts once per card per page view, and shows nothing', async ({
    page,
  }) => {
    await open(page, '/es/servicios/seo')
    const plans = page.locator('section[aria-labelledby="seo-pricing"] li:has(h3)')
    await plans.nth(1).hover()
    // Off the card without scrolling: a scroll would slide another card under the still pointer.
    await page.mouse.move(0, 0)
    await plans.nth(1).hover()
    await plans.nth(2).hover()
    await expect
      .poll(() => named('plan-hover'))
      .toEqual([
        { name: 'plan-hover', page: '/services/seo', locale: 'es', plan: seoPlanIds[1] },
        { name: 'plan-hover', page: '/services/seo', locale: 'es', plan: seoPlanIds[2] },
      ])
    await expect(page.locator('[role="status"]:visible')).toHaveCount(0)
  })

  test('the page load’s Web Vitals, once, when the visitor leaves the page', async ({ page }) => {
    await open(page, '/es/servicios/cro')
    // The calculator sits below the first screen: a key pressed before it hydrates sends nothing.
    await waitForIsland(page.locator('[data-island]:has(input[type="range"])'))
    await page.locator('main input[type="range"]').first().focus()
    await page.keyboard.press('ArrowRight')
    await untilIdle(page, 1_000)
    await hideAndLeave(page, `${origin}/robots.txt`)
    await expect.poll(async () => (await named('web-vitals')).length).toBe(1)
    const [vitals] = await named('web-vitals')
    expect(vitals).toMatchObject({ page: '/services/cro', locale: 'es', device: 'desktop' })
    for (const metric of ['lcp', 'fcp', 'ttfb', 'cls', 'inp']) {
      expect(Number(vitals?.[metric]), metric).toBeGreaterThanOrEqual(0)
    }
    expect(vitals?.inpTarget, 'the element the key was pressed on').toMatch(/^input\b/)
    expect((await named('calculator-used')).map((event) => event.input)).toEqual(['visitors'])
  })

  test('a visitor who reads and leaves without any input sends LCP, and again after Back', async ({
    playwright,
  }) => {
    // Playwright turns the bfcache off, visitors have it on; headless, only leaving hides a page.
    const browser = await playwright.chromium.launch({
      executablePath: chromiumExecutable,
      args: chromiumArgs,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    })
    const page = await browser.newPage()
    const vitals = () => named('web-vitals')
    const readThenLeave = async () => {
      await untilIdle(page, 1_000)
      await page.goto(`${origin}/robots.txt`)
    }
    try {
      await page.goto(`${origin}/es/servicios/geo`)
      await page.evaluate(() => Object.assign(window, { readBefore: true }))
      await readThenLeave()
      await expect.poll(async () => (await vitals())[0]?.lcp).toMatch(/^\d+$/)

      await page.goBack({ waitUntil: 'commit' })
      expect(await page.evaluate(() => 'readBefore' in window), 'shown from the cache').toBe(true)
      await readThenLeave()
      await expect.poll(async () => (await vitals())[1]?.lcp).toMatch(/^\d+$/)
      const [first, restored, ...more] = await vitals()
      expect(first).not.toHaveProperty('navigation')
      expect(first).not.toHaveProperty('inp')
      expect(restored).toMatchObject({ navigation: 'back-forward-cache', page: '/services/geo' })
      expect(restored).not.toHaveProperty('inp')
      expect(more).toEqual([])
    } finally {
      await browser.close()
    }
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

  test('the privacy page’s opt-out is kept, and stops every report at once and on later pages', async ({
    page,
  }) => {
    await open(page, '/pt/privacidade')
    await expect.poll(async () => (await named('pageview')).length).toBe(1)
    await waitForIsland(page.locator('[data-island="analytics-opt-out"]'))
    await page.getByLabel(t('privacy:analytics.optOut.label')).check()
    await expect(
      page.getByRole('status').filter({ hasText: t('privacy:analytics.optOut.status.optedOut') }),
    ).toBeVisible()
    collector.received.length = 0

    await page.locator('a[href="/pt/servicos/seo"]').first().dispatchEvent('click')
    await page.waitForURL(/\/pt\/servicos\/seo$/)
    await page.locator('section[aria-labelledby="seo-pricing"] li:has(h3)').first().hover()
    await open(page, '/pt/privacidade')
    await waitForIsland(page.locator('[data-island="analytics-opt-out"]'))
    await expect(page.getByLabel(t('privacy:analytics.optOut.label')), 'kept').toBeChecked()
    await untilIdle(page, 1_000)
    await hideAndLeave(page, `${origin}/robots.txt`)
    await page.waitForTimeout(1_000)
    expect(collector.received).toEqual([])
  })
})

// A fresh clone's `npm start` configures no provider, so events go to the local endpoint's file.
test.describe('a build as npm start makes it', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  const file = join(tmpdir(), `analytics-e2e-${process.pid}.jsonl`)
  let site: ServedBuild

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    await rm(file, { force: true })
    site = await buildAndServe('analytics-local-', {
      env: {
        ANALYTICS_FILE: file,
        ENQUIRIES_FILE: join(tmpdir(), 'analytics-e2e-enquiries.jsonl'),
      },
      args: ['--mode', START_MODE],
      port: analyticsPorts.local,
    })
  })

  test.afterAll(async () => {
    await site?.stop()
    await rm(file, { force: true })
  })

  const arrived = async (): Promise<Arrived[]> => {
    const text = await readFile(file, 'utf8').catch(() => '')
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Arrived)
  }

  test('a visit’s events pass the local collector’s contract into its file, which the report reads', async ({
    page,
  }) => {
    await visitAndEnquire(page, site.baseURL, arrived)
    for (const event of await arrived()) expect(Date.parse(String(event.receivedAt))).not.toBeNaN()

    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        join(projectRoot, 'node_modules/jiti/lib/jiti-cli.mjs'),
        'scripts/analytics-report.ts',
        file,
      ],
      { cwd: projectRoot },
    )
    const row = (page: string) => stdout.split('\n').find((line) => line.startsWith(`${page} `))
    expect(row('/services/geo')).toMatch(
      / pt +1 +cta-click 1 +[\d.]+ s (good|needs improvement|poor) \(1\)/,
    )
    expect(row('/contact/geo-check')).toMatch(/ pt +1 +enquiry-sent 1 /)
  })
})
