// npm run bench:hydration [-- filter...] — how long after its load event each built page is
// hydrated (`data-hydrated` on <html>) on a mid-range phone: 390 x 844, the CPU slowed 4x
// through DevTools, a first visit each run, the median of RUNS runs (default 3). The guard is
// 1,500 ms. Playwright's inspector costs the page a little time, so the figure errs high.
// Needs a build (npm run build). Filters as bench:lighthouse's: `/blog`, `=/blog`. NETWORK=4g
// adds Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down), where a chain of
// requests costs what it does on a phone (on this machine's loopback it costs nothing).
import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumExecutable } from './chromium.mjs'
import { median, pageFilter, writeBenchReport } from './lib/bench.mjs'
import { CLIENT_DIR, htmlFiles, pagePath } from './lib/pageAssets.mjs'
import { serveStatic } from './lib/staticServer.mjs'

const RUNS = Number(process.env.RUNS ?? 3)
const GUARD_MS = 1500
const wanted = pageFilter(process.argv.slice(2))
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 94_000,
}

/** Runs before the page's own scripts: notes the moment the app marks the page hydrated. */
function watchHydration() {
  new MutationObserver((_changes, observer) => {
    if (document.documentElement.dataset.hydrated === undefined) return
    window.hydratedAt = performance.now()
    observer.disconnect()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
}

async function hydratedAfterLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  if (process.env.NETWORK === '4g') await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await page.addInitScript(watchHydration)
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForFunction(() => window.hydratedAt !== undefined, null, { timeout: 30_000 })
  const ms = await page.evaluate(
    () => window.hydratedAt - performance.getEntriesByType('navigation')[0].loadEventStart,
  )
  await context.close()
  return Math.max(0, Math.round(ms))
}

const site = await serveStatic(CLIENT_DIR, 4185)
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
const pages = []
try {
  for (const file of await htmlFiles()) {
    const path = pagePath(file)
    if (!wanted(path)) continue
    const runs = []
    for (let i = 0; i < RUNS; i += 1)
      runs.push(await hydratedAfterLoad(browser, site.origin + path))
    pages.push({ page: path, 'hydrated after load (ms)': median(runs), runs: runs.join(' ') })
  }
} finally {
  await browser.close()
  await site.close()
}

console.log(
  `Median of ${RUNS} first visits per page; 390 px, CPU slowed 4x` +
    (process.env.NETWORK === '4g' ? ', slow 4G.' : '.'),
)
console.table(pages)
const over = pages.filter((page) => page['hydrated after load (ms)'] > GUARD_MS)
const worst = Math.max(...pages.map((page) => page['hydrated after load (ms)']))
console.log(`Written to ${await writeBenchReport('hydration', { runs: RUNS, pages })}.`)
console.log(
  `Slowest ${worst} ms; ${over.length} of ${pages.length} pages over ${GUARD_MS} ms` +
    (over.length ? `: ${over.map((page) => page.page).join(', ')}` : '.'),
)
