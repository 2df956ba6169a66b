// npm run bench:lighthouse [-- filter...] — Lighthouse on every built page, mobile and desktop,
// the median of RUNS runs (default 3) alternated with a zero-JavaScript twin of each page (the
// same HTML with its scripts removed), so LCP and TBT can be read as the price of the scripts.
// Needs a build (npm run build). Full reports go to reports/lighthouse/, and the run's figures
// to reports/lighthouse-<time>-<commit>.json, to compare runs by (both git-ignored). The run
// ends with the performance guard's verdict on every mobile page.
// Filters: `/blog` measures every page whose path contains it; `=/blog` only that page.
// FORMS=mobile (or desktop) measures one form factor only, in half the time.
// THROTTLING=devtools slows the real network and CPU instead of Lighthouse's simulation.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import { chromiumArgs, chromiumExecutable } from './chromium.mjs'
import { median, pageFilter, writeBenchReport } from './lib/bench.mjs'
import { CLIENT_DIR, gzipSize, htmlFiles, kb, pagePath } from './lib/pageAssets.mjs'
import { serveStatic } from './lib/staticServer.mjs'
import { writeZeroJsTwin } from './lib/zeroJsTwin.mjs'

const RUNS = Number(process.env.RUNS ?? 3)
const wanted = pageFilter(process.argv.slice(2))
const OUT = 'reports/lighthouse'
const TWIN_DIR = join(OUT, 'zero-js-site')
const ALL_FORM_FACTORS = { mobile: undefined, desktop: desktopConfig }
const FORM_FACTORS = Object.fromEntries(
  Object.entries(ALL_FORM_FACTORS).filter(([form]) =>
    (process.env.FORMS ?? 'mobile,desktop').split(',').includes(form),
  ),
)
if (Object.keys(FORM_FACTORS).length === 0)
  throw new Error(`FORMS=${process.env.FORMS} names no form factor: use mobile, desktop or both`)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** One Lighthouse run of `url`. */
async function lighthouseRun(chrome, url, formFactor) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttlingMethod: process.env.THROTTLING ?? 'simulate',
    },
    FORM_FACTORS[formFactor],
  )
  return result.lhr
}

/**
 * RUNS runs of a page and of its zero-JavaScript twin, alternated, so both meet the machine's
 * load alike; each's representative run is Lighthouse's own median pick.
 */
async function measurePair(chrome, path, formFactor) {
  const page = []
  const twin = []
  for (let i = 0; i < RUNS; i += 1) {
    page.push(await lighthouseRun(chrome, `http://localhost:4180${path}`, formFactor))
    twin.push(await lighthouseRun(chrome, `http://localhost:4181${path}`, formFactor))
  }
  return { page: summary(page), zeroJs: summary(twin) }
}

/** The median run's report and scores, and each figure's median over the runs. */
function summary(runs) {
  const lhr = computeMedianRun(runs)
  return {
    lhr,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ),
    lcp: median(runs.map((r) => r.audits['largest-contentful-paint'].numericValue)),
    tbt: median(runs.map((r) => r.audits['total-blocking-time'].numericValue)),
    cls: median(runs.map((r) => r.audits['cumulative-layout-shift'].numericValue)),
  }
}

/** The site's own scripts the page loaded, gzipped as in the size benchmark. */
async function initialJsOf(lhr) {
  let bytes = 0
  for (const request of lhr.audits['network-requests'].details.items) {
    const url = new URL(request.url)
    if (request.resourceType === 'Script' && url.port === '4180')
      bytes += await gzipSize(url.pathname)
  }
  return bytes
}

const ratio = (page, twin) =>
  twin > 0 ? (page / twin).toFixed(2) : page > 0 ? `+${Math.round(page)} ms` : '1.00'

await mkdir(OUT, { recursive: true })
await writeZeroJsTwin(TWIN_DIR)
const site = await serveStatic(CLIENT_DIR, 4180)
const twin = await serveStatic(TWIN_DIR, 4181)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})

/** The measurements as numbers: the JSON report's; the printed table is drawn from them. */
const results = []
try {
  for (const file of await htmlFiles()) {
    const path = pagePath(file)
    if (!wanted(path)) continue
    for (const formFactor of Object.keys(FORM_FACTORS)) {
      const { page, zeroJs } = await measurePair(chrome, path, formFactor)
      const js = await initialJsOf(page.lhr)
      const slug = path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'
      await writeFile(join(OUT, `${slug}.${formFactor}.json`), JSON.stringify(page.lhr))
      await writeFile(join(OUT, `${slug}.${formFactor}.zero-js.json`), JSON.stringify(zeroJs.lhr))
      results.push({
        page: path,
        form: formFactor,
        perf: page.scores.performance,
        scores: page.scores,
        lcpMs: page.lcp,
        tbtMs: page.tbt,
        cls: page.cls,
        jsKbGzip: kb(js),
        zeroJs: { lcpMs: zeroJs.lcp, tbtMs: zeroJs.tbt },
        lcpRatio: zeroJs.lcp > 0 ? page.lcp / zeroJs.lcp : NaN,
      })
      console.error(`measured ${path} (${formFactor})`)
    }
  }
} finally {
  await chrome.kill()
  await site.close()
  await twin.close()
}

console.log(
  `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} per page; mobile uses Lighthouse's slow 4G and mid-tier phone, ${process.env.THROTTLING === 'devtools' ? 'applied to the real network and CPU' : 'simulated'}.`,
)
console.table(
  results.map((result) => ({
    page: result.page,
    form: result.form,
    perf: result.scores.performance,
    a11y: result.scores.accessibility,
    'best pr.': result.scores['best-practices'],
    seo: result.scores.seo,
    'LCP ms': Math.round(result.lcpMs),
    'TBT ms': Math.round(result.tbtMs),
    CLS: Number(result.cls.toFixed(3)),
    'JS KB gz': result.jsKbGzip,
    'LCP / 0-JS': ratio(result.lcpMs, result.zeroJs.lcpMs),
    'TBT / 0-JS': ratio(result.tbtMs, result.zeroJs.tbtMs),
  })),
)

/**
 * The performance guard, on mobile (issue 75): LCP at most 1.05 of the zero-JavaScript twin's,
 * TBT at most the twin's plus 50 ms.
 */
const faults = (result) =>
  [
    result.lcpRatio > 1.05 && `LCP ${result.lcpRatio.toFixed(2)} of the twin`,
    result.tbtMs > result.zeroJs.tbtMs + 50 &&
      `TBT ${Math.round(result.tbtMs)} ms (twin ${Math.round(result.zeroJs.tbtMs)})`,
  ].filter(Boolean)
const mobile = results.filter((result) => result.form === 'mobile')
const outside = mobile.filter((result) => faults(result).length > 0)
const reportFile = await writeBenchReport('lighthouse', { runs: RUNS, results })
console.log(`Written to ${reportFile}.`)
console.log(
  `Mobile guard met on ${mobile.length - outside.length} of ${mobile.length} pages` +
    outside.map((result) => `; ${result.page}: ${faults(result).join(', ')}`).join(''),
)
