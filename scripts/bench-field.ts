/**
 * `npm run bench:field [-- filter...] [--all-locales]`: the site's own field data, produced in
 * the lab. Builds the site as `npm start` does (events to the local collector), serves it, and
 * drives Chromium through every page at a phone's size (390 x 844) with the CPU slowed 4x, as
 * DevTools' mid-range phone: each page is opened, given its main interaction (the menu, the
 * calculator, the carousel, the filter, the form, the search), then left, so the page's own
 * beacon reports its Web Vitals. Prints the p75 of LCP, INP and CLS per page from what the
 * collector received, and writes it to reports/bench-field.json. A benchmark, not a test: read
 * the figures as medians of a noisy machine. RUNS sets the visits per page (default 3).
 */
import { execFile, spawn } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

import { chromium, type Page } from '@playwright/test'

import { START_MODE } from '../src/config/analyticsSetup.ts'
import { localeCodes } from '../src/config/locales.ts'
import { localizePath, splitLocale } from '../src/features/i18n/localePath.ts'
import { SEARCH_PATH } from '../src/routing/paths.ts'
import { reportFromEvents } from '../tooling/analyticsReport/readEvents.ts'
import { renderText } from '../tooling/analyticsReport/renderText.ts'
import { chromiumArgs, chromiumExecutable } from './chromium.mjs'
import { pageFilter } from './lib/bench.mjs'
import { BENCH_PHONE } from './lib/benchPhone.ts'

const root = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env.RUNS ?? 3)
const PORT = 4178
const BASE = `http://localhost:${PORT}`
const FILE = join(root, 'reports', 'bench-field.jsonl')
const args = process.argv.slice(2)
const allLocales = args.includes('--all-locales')
const filters = args.filter((arg) => !arg.startsWith('--'))
const wanted = pageFilter(filters)

/** Each page's main interaction; the others open and close the phone menu. */
const interactions: Record<string, (page: Page) => Promise<void>> = {
  '/services/cro': async (page) => {
    await page.locator('main input[type="range"]').first().focus()
    await page.keyboard.press('ArrowRight')
  },
  '/clients': (page) => page.locator('[aria-roledescription] button').nth(1).click(),
  '/blog': (page) => page.getByRole('group').getByRole('button').nth(1).click(),
  '/contact': async (page) => {
    await page.locator('main input[type="text"]').first().fill('Ana')
    await page.locator('main input[type="email"]').fill('ana@example.com')
    await page.locator('main select').first().selectOption({ index: 1 })
    await page.locator('main textarea').fill('A faster store before Black Friday.')
    await page.locator('main button[type="submit"]').click()
    await page.locator('main [role="status"]:not(:empty)').first().waitFor()
  },
  '/search': async (page) => {
    await page.locator('main input[type="search"]').pressSequentially('seo')
    await page.locator('main ol a').first().waitFor()
  },
  '/services/seo': (page) =>
    page.locator('section[aria-labelledby="seo-pricing"] li:has(h3)').nth(1).tap(),
}

async function openMenu(page: Page) {
  const menu = page.locator('header details summary').first()
  await menu.click()
  await menu.click()
}

/** Every indexed page, and the search page, which is not indexed but has an interaction. */
async function pagesToVisit(): Promise<string[]> {
  const xml = await (await fetch(`${BASE}/sitemap.xml`)).text()
  const indexed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  )
  const search = localeCodes.map((code) => localizePath(code, SEARCH_PATH))
  return [...indexed, ...search]
    .filter((path) => allLocales || splitLocale(path).locale === 'en')
    .filter(wanted)
}

async function waitForServer() {
  for (let tries = 0; tries < 240; tries += 1) {
    if (
      await fetch(`${BASE}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`No server on ${BASE}`)
}

await mkdir(join(root, 'reports'), { recursive: true })
await rm(FILE, { force: true })
console.log(`Building as npm start does (vike build --mode ${START_MODE})…`)
await promisify(execFile)(
  process.execPath,
  ['node_modules/vike/bin.js', 'build', '--mode', START_MODE],
  {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  },
)
const server = spawn(
  process.execPath,
  ['node_modules/vike/bin.js', 'preview', '--port', String(PORT)],
  {
    cwd: root,
    env: {
      ...process.env,
      ANALYTICS_FILE: FILE,
      ENQUIRIES_FILE: join(root, 'reports', 'bench-field-enquiries.jsonl'),
    },
    stdio: 'ignore',
  },
)
try {
  await waitForServer()
  const paths = await pagesToVisit()
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  for (const path of paths) {
    for (let run = 0; run < RUNS; run += 1) {
      const { width, height, deviceScaleFactor, cpuSlowdown } = BENCH_PHONE
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
      await page.goto(`${BASE}${path}`)
      await page.locator('html[data-hydrated]').waitFor({ timeout: 60_000 })
      // The tracker loads once the browser is idle after hydration; the Web Vitals library then
      // observes interactions (the ones before it loaded go unseen: docs/analytics.md).
      await page.evaluate(
        () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 10_000 })),
      )
      await page.waitForTimeout(1_500)
      const interact = interactions[splitLocale(path).logicalPath] ?? openMenu
      await interact(page).catch((error: unknown) => console.warn(`${path}: ${String(error)}`))
      // A search is tracked once its results have stayed on screen for a second.
      await page.waitForTimeout(1_500)
      // The visitor switches away: the page is hidden, and its beacon goes. (Leaving by a
      // navigation hides it too, but a throttled headless Chromium does not always run the
      // page's handlers while unloading it.) The beacon needs a moment to leave the browser.
      // LCP is settled by the interaction, a real input, which the library waits for.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
      })
      await page.goto('about:blank')
      await page.waitForTimeout(1_000)
      await context.close()
    }
    process.stdout.write('.')
  }
  await browser.close()
  // The last beacons reach the collector a moment after their page is left.
  await new Promise((done) => setTimeout(done, 1_000))
} finally {
  server.kill()
}

const { builder } = reportFromEvents(await readFile(FILE, 'utf8'))
const rows = builder.build()
console.log(
  `\n\n${renderText(rows, `${RUNS} visits per page, ${BENCH_PHONE.width} px, CPU slowed ${BENCH_PHONE.cpuSlowdown}x`)}`,
)
await writeFile(join(root, 'reports', 'bench-field.json'), `${JSON.stringify(rows, null, 2)}\n`)
console.log(`\nWritten: reports/bench-field.json (the beacons themselves: ${FILE})`)
