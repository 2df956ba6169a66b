// `npm run bench:lighthouse [-- /blog | =/blog]`: each page against its zero-JavaScript twin, so LCP and TBT read as the scripts' price; FORMS=mobile|desktop, THROTTLING=devtools.
import { spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import { chromiumArgs, chromiumExecutable } from './chromium.mjs'
import { CLIENT_DIR, gzipSize, htmlFiles, kb, pagePath, pageSlug } from './lib/pageAssets.mjs'
import { serveStatic } from './lib/staticServer.mjs'
import { writeZeroJsTwin } from './lib/zeroJsTwin.mjs'

const RUNS = Number(process.env.RUNS ?? 3)
const THROTTLING = process.env.THROTTLING ?? 'simulate'
const filters = process.argv.slice(2)
const wanted = (path) =>
  filters.length === 0 ||
  filters.some((f) => (f.startsWith('=') ? path === f.slice(1) : path.includes(f)))
const forms = (process.env.FORMS ?? 'mobile,desktop').split(',')
const CONFIGS = { mobile: undefined, desktop: desktopConfig }
if (!forms.every((form) => form in CONFIGS))
  throw new Error(`FORMS=${process.env.FORMS} names no form factor: use mobile, desktop or both`)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const OUT = 'reports/lighthouse'

async function lighthouseRun(url, form) {
  const flags = { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES }
  return (await lighthouse(url, { ...flags, throttlingMethod: THROTTLING }, CONFIGS[form])).lhr
}

function figures(lhr) {
  const value = (audit) => lhr.audits[audit].numericValue
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  }
}

async function initialJsOf(lhr) {
  let bytes = 0
  for (const { url, resourceType } of lhr.audits['network-requests'].details.items) {
    const { port, pathname } = new URL(url)
    if (resourceType === 'Script' && port === '4180') bytes += await gzipSize(pathname)
  }
  return bytes
}

await mkdir(OUT, { recursive: true })
await writeZeroJsTwin(join(OUT, 'zero-js-site'))
const site = await serveStatic(CLIENT_DIR, 4180)
const twinSite = await serveStatic(join(OUT, 'zero-js-site'), 4181)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
const results = []
try {
  for (const path of (await htmlFiles()).map((file) => pagePath(file)).filter(wanted)) {
    for (const form of forms) {
      // Alternated, so the page and its twin meet the machine's load alike.
      const [pageRuns, twinRuns] = [[], []]
      for (let i = 0; i < RUNS; i += 1) {
        pageRuns.push(await lighthouseRun(`${site.origin}${path}`, form))
        twinRuns.push(await lighthouseRun(`${twinSite.origin}${path}`, form))
      }
      // Each side's figures are Lighthouse's own median pick of its runs.
      const [page, twin] = [pageRuns, twinRuns].map(computeMedianRun)
      await writeFile(join(OUT, `${pageSlug(path)}.${form}.json`), JSON.stringify(page))
      await writeFile(join(OUT, `${pageSlug(path)}.${form}.zero-js.json`), JSON.stringify(twin))
      const [measured, zeroJs] = [figures(page), figures(twin)]
      results.push({
        page: path,
        form,
        perf: measured.scores.performance,
        ...measured,
        jsKbGzip: kb(await initialJsOf(page)),
        zeroJs: { lcpMs: zeroJs.lcpMs, tbtMs: zeroJs.tbtMs },
        lcpRatio: zeroJs.lcpMs > 0 ? measured.lcpMs / zeroJs.lcpMs : NaN,
      })
      console.error(`measured ${path} (${form})`)
    }
  }
} finally {
  await chrome.kill()
  await site.close()
  await twinSite.close()
}

const ratio = (page, twin) =>
  twin > 0 ? (page / twin).toFixed(2) : page > 0 ? `+${Math.round(page)} ms` : '1.00'
console.log(
  `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} per page; mobile uses Lighthouse's slow 4G and mid-tier phone, ${THROTTLING === 'devtools' ? 'applied to the real network and CPU' : 'simulated'}.`,
)
console.table(
  results.map((r) => ({
    page: r.page,
    form: r.form,
    perf: r.scores.performance,
    a11y: r.scores.accessibility,
    'best pr.': r.scores['best-practices'],
    seo: r.scores.seo,
    'LCP ms': Math.round(r.lcpMs),
    'TBT ms': Math.round(r.tbtMs),
    CLS: Number(r.cls.toFixed(3)),
    'JS KB gz': r.jsKbGzip,
    'LCP / 0-JS': ratio(r.lcpMs, r.zeroJs.lcpMs),
    'TBT / 0-JS': ratio(r.tbtMs, r.zeroJs.tbtMs),
  })),
)

// The performance guard on mobile (issue 75): LCP at most 1.05 of the twin's, TBT at most +50 ms.
const faults = (r) =>
  [
    r.lcpRatio > 1.05 && `LCP ${r.lcpRatio.toFixed(2)} of the twin`,
    r.tbtMs > r.zeroJs.tbtMs + 50 &&
      `TBT ${Math.round(r.tbtMs)} ms (twin ${Math.round(r.zeroJs.tbtMs)})`,
  ].filter(Boolean)
const mobile = results.filter((r) => r.form === 'mobile')
const outside = mobile.filter((r) => faults(r).length > 0)
const commit =
  spawnSync('git', ['rev-parse', '--short', 'HEAD']).stdout?.toString().trim() || 'no-git'
const date = new Date().toISOString()
const reportFile = join('reports', `lighthouse-${date.replace(/[:.]/g, '-')}-${commit}.json`)
await writeFile(reportFile, JSON.stringify({ commit, date, runs: RUNS, results }, null, 2))
console.log(`Written to ${reportFile}.`)
console.log(
  `Mobile guard met on ${mobile.length - outside.length} of ${mobile.length} pages` +
    outside.map((r) => `; ${r.page}: ${faults(r).join(', ')}`).join(''),
)
