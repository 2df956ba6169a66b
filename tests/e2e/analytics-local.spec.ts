import { execFile } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs'
import { START_MODE } from '../../src/config/analyticsSetup'
import { seoPlanIds } from '../../src/content/services'
import { projectRoot } from '../build/projectCopy'
import { copyIn } from '../copy'
import { buildAndServe, hideAndLeave, type ServedBuild, untilIdle } from './analyticsBuild'
import { waitForHydration } from './helpers'
import { analyticsPorts } from './ports'

// A fresh clone's `npm start` configures no provider, so events go to the local endpoint's file.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const file = join(tmpdir(), `analytics-e2e-${process.pid}.jsonl`)
let site: ServedBuild

test.beforeAll(async () => {
  test.setTimeout(600_000)
  await rm(file, { force: true })
  site = await buildAndServe('analytics-local-', {
    env: { ANALYTICS_FILE: file, ENQUIRIES_FILE: join(tmpdir(), 'analytics-e2e-enquiries.jsonl') },
    args: ['--mode', START_MODE],
    port: analyticsPorts.local,
  })
})

test.afterAll(async () => {
  await site?.stop()
  await rm(file, { force: true })
})

async function collected(): Promise<Record<string, unknown>[]> {
  const text = await readFile(file, 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

test('three pages, a plan hovered and an enquiry sent end up in the file and the report', async ({
  page,
}) => {
  // The tracker loads once the browser is idle (docs/analytics.md); a hidden page sends vitals.
  const open = async (path: string) => {
    if (page.url().startsWith(site.baseURL)) await hideAndLeave(page, `${site.baseURL}${path}`)
    else await page.goto(`${site.baseURL}${path}`)
    await waitForHydration(page)
    await untilIdle(page, 500)
  }
  await open('/')
  await open('/es/servicios/seo')
  await page.locator('section[aria-labelledby="seo-pricing"] li:has(h3)').first().hover()
  await open('/pt/contato')
  const t = copyIn('pt')
  await page.getByRole('textbox', { name: t('contact:form.name.label') }).fill('João Lima')
  await page.getByRole('textbox', { name: t('contact:form.email.label') }).fill('joao@example.com')
  await page
    .getByRole('combobox', { name: t('contact:form.service.label') })
    .selectOption({ label: t('contact:form.service.options.shopify') })
  await page.getByRole('textbox', { name: t('contact:form.message.label') }).fill('Olá!')
  await page.getByRole('button', { name: t('contact:form.submit') }).click()
  await expect(page.getByText(t('contact:form.success'))).toBeVisible()
  await hideAndLeave(page, `${site.baseURL}/robots.txt`)

  await expect
    .poll(async () =>
      (await collected()).map(({ name, page, locale }) => `${name} ${locale} ${page}`),
    )
    .toEqual(
      expect.arrayContaining([
        'pageview en /',
        'pageview es /services/seo',
        'pageview pt /contact',
        'plan-hover es /services/seo',
        'enquiry-sent pt /contact',
        'web-vitals en /',
        'web-vitals es /services/seo',
        'web-vitals pt /contact',
      ]),
    )
  const events = await collected()
  expect(events.find((event) => event.name === 'plan-hover')).toMatchObject({
    plan: seoPlanIds[0],
  })
  for (const event of events) expect(Date.parse(String(event.receivedAt))).not.toBeNaN()

  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(projectRoot, 'node_modules/jiti/lib/jiti-cli.mjs'), 'scripts/analytics-report.ts', file],
    { cwd: projectRoot },
  )
  const row = (page: string, locale: string) =>
    stdout.split('\n').find((line) => line.startsWith(`${page} `) && line.includes(` ${locale} `))
  expect(row('/services/seo', 'es')).toMatch(
    / 1 +plan-hover 1 +[\d.]+ s (good|needs improvement|poor) \(1\)/,
  )
  expect(row('/contact', 'pt')).toContain('enquiry-sent 1')
  expect(row('/', 'en')).toBeTruthy()
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
  // One language: each locale's events reach the file and the report in the test above.
  const vitals = async () =>
    (await collected()).filter(
      (event) => event.name === 'web-vitals' && event.page === '/services/geo',
    )
  const readThenLeave = async () => {
    await untilIdle(page, 1_000)
    await page.goto(`${site.baseURL}/robots.txt`)
  }
  try {
    await page.goto(`${site.baseURL}/es/servicios/geo`)
    await page.evaluate(() => Object.assign(window, { readBefore: true }))
    await readThenLeave()
    await expect.poll(async () => (await vitals())[0]?.lcp).toEqual(expect.any(Number))

    await page.goBack({ waitUntil: 'commit' })
    expect(await page.evaluate(() => 'readBefore' in window), 'shown from the cache').toBe(true)
    await readThenLeave()
    await expect.poll(async () => (await vitals())[1]?.lcp).toEqual(expect.any(Number))
    const [first, restored, ...more] = await vitals()
    expect(first).not.toHaveProperty('navigation')
    expect(restored).toMatchObject({ navigation: 'back-forward-cache', locale: 'es' })
    expect(more).toEqual([])
  } finally {
    await browser.close()
  }

  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(projectRoot, 'node_modules/jiti/lib/jiti-cli.mjs'), 'scripts/analytics-report.ts', file],
    { cwd: projectRoot },
  )
  // Two views, no other event, LCP from both, no INP: nobody interacted.
  const row = stdout.split('\n').find((line) => /^\/services\/geo +es /.test(line))
  expect(row).toMatch(/^\S+ +\w+ +2 +- +[\d.]+ s [a-z ]+ \(2\) +- /)
})

test('the collector refuses what the site never sends, and says why', async ({ request }) => {
  const post = (data: string, contentType = 'text/plain') =>
    request.post(`${site.baseURL}/api/analytics`, {
      data,
      headers: { 'Content-Type': contentType },
    })
  const unknown = await post(JSON.stringify({ name: 'pageview', page: '/', locale: 'fr' }))
  expect(unknown.status()).toBe(400)
  expect((await unknown.json()).message).toContain('locale')
  expect((await post('{not json')).status()).toBe(400)
  expect((await post('{}', 'application/x-www-form-urlencoded')).status()).toBe(415)
  expect(
    (
      await post(JSON.stringify({ name: 'pageview', page: '/', locale: 'en', x: 'a'.repeat(9000) }))
    ).status(),
  ).toBe(413)
  const extra = await post(
    JSON.stringify({ name: 'search', page: '/search', locale: 'en', results: 3, query: 'secret' }),
  )
  expect(extra.status()).toBe(400)
  expect((await collected()).some((event) => 'query' in event)).toBe(false)
})
