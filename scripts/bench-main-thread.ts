/**
 * `npm run bench:main-thread [-- filter...]`: how busy each built page keeps a phone's main
 * thread, beside its zero-JavaScript twin (the same HTML without scripts: rendering only).
 * Every page is loaded RUNS times (default 3) at 390 x 844 with the CPU slowed 4x, DevTools'
 * mid-range phone, each time in a fresh context (a first visit), in a Chromium driven without
 * Playwright, whose inspector slows the page's scripts (scripts/lib/bareChromium.ts). The page
 * reports its long animation frames (the Long Animation Frames API) from the start until 2 s
 * after it is hydrated (the twin: after load); per page the table gives the median of the
 * runs: load, hydrated (time after load), total blocking (the sum beyond 50 ms of every long
 * frame), and the longest frame with what ran in it. Definitions and targets:
 * scripts/lib/mainThread.ts.
 *
 * Needs a build (`npm run build`). Writes the figures, every frame included, to
 * reports/main-thread-<time>-<commit>.json. A benchmark, not a test: the machine's load moves
 * every figure, so compare a page with its twin, measured in the same minute.
 * Filters: `/blog` measures every page whose path contains it; `=/blog` only that page.
 */
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { type BareChromium, launchBareChromium } from './lib/bareChromium.ts'
import { pageFilter, writeBenchReport } from './lib/bench.mjs'
import {
  blockingOverTwin,
  formatMainThreadSummary,
  type LongFrame,
  measureRun,
  medianOfRuns,
  type PageMeasure,
  type RunMeasure,
  summarizeMainThread,
} from './lib/mainThread.ts'
import { htmlFiles, pagePath } from './lib/pageAssets.mjs'
import { serveStatic } from './lib/staticServer.mjs'
import { writeZeroJsTwin } from './lib/zeroJsTwin.mjs'

const RUNS = Number(process.env.RUNS ?? 3)
const SETTLE_MS = 2_000
/** Generous: a slowed CPU on a busy machine may take many seconds to hydrate a long page. */
const HYDRATION_TIMEOUT_MS = 120_000
const TWIN_DIR = join('reports', 'main-thread', 'zero-js-site')
const wanted = pageFilter(process.argv.slice(2))

interface PageReport {
  frames: LongFrame[]
  loadAt: number
  hydratedAt: number | null
}

declare global {
  interface Window {
    mainThreadReport?: InPageReport
  }
}

interface InPageReport {
  frames: LongFrame[]
  hydratedAt: number | null
  /** Settles when the app marks the page hydrated. */
  hydrated: Promise<void>
}

/**
 * Runs in the page before any of its own scripts: collects every long animation frame and the
 * moment the app marks the page hydrated. Sent to the page as source text, as are the two
 * functions below, so none of them closes over anything.
 */
function observeMainThread() {
  let markHydrated = () => {}
  const report: InPageReport = {
    frames: [],
    hydratedAt: null,
    hydrated: new Promise((done) => (markHydrated = done)),
  }
  window.mainThreadReport = report
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const frame = entry as PerformanceEntry & {
        scripts: {
          sourceURL: string
          sourceFunctionName: string
          invokerType: string
          duration: number
        }[]
      }
      report.frames.push({
        startTime: frame.startTime,
        duration: frame.duration,
        scripts: frame.scripts.map((script) => ({
          sourceURL: script.sourceURL,
          sourceFunctionName: script.sourceFunctionName,
          invokerType: script.invokerType,
          duration: script.duration,
        })),
      })
    }
  }).observe({ type: 'long-animation-frame', buffered: true })
  new MutationObserver((_changes, observer) => {
    if (document.documentElement.dataset.hydrated === undefined) return
    report.hydratedAt = performance.now()
    observer.disconnect()
    markHydrated()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
}

/** The figures the page collected, read back once it has settled. */
function readReport(): PageReport {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const report = window.mainThreadReport
  return {
    frames: report?.frames ?? [],
    loadAt: navigation?.loadEventStart ?? 0,
    hydratedAt: report?.hydratedAt ?? null,
  }
}

/** Waits in the page, in one call: polling would be main-thread work the frames then include. */
function untilHydrated(timeout: number) {
  return Promise.race([
    window.mainThreadReport?.hydrated,
    new Promise((_done, fail) => setTimeout(() => fail(new Error('never hydrated')), timeout)),
  ])
}

async function loadOnce(
  browser: BareChromium,
  url: string,
  hydrates: boolean,
): Promise<PageReport> {
  const page = await browser.load({
    url,
    beforePageScripts: `(${observeMainThread.toString()})()`,
    timeoutMs: HYDRATION_TIMEOUT_MS,
  })
  try {
    if (hydrates) await page.evaluate(`(${untilHydrated.toString()})(${HYDRATION_TIMEOUT_MS})`)
    await sleep(SETTLE_MS)
    return await page.evaluate<PageReport>(`(${readReport.toString()})()`)
  } finally {
    await page.close()
  }
}

async function measurePage(browser: BareChromium, url: string, hydrates: boolean) {
  const runs: { measure: RunMeasure; frames: LongFrame[] }[] = []
  for (let i = 0; i < RUNS; i += 1) {
    const report = await loadOnce(browser, url, hydrates)
    runs.push({
      measure: measureRun(report.frames, { pageUrl: url, ...report }),
      frames: report.frames,
    })
  }
  return { median: medianOfRuns(runs.map((run) => run.measure)), runs }
}

const frameText = (frame: RunMeasure['longestFrame']) =>
  frame ? `${frame.ms} ms ${frame.cause}` : '-'

await writeZeroJsTwin(TWIN_DIR)
const site = await serveStatic('dist/client', 4182)
const twin = await serveStatic(TWIN_DIR, 4183)
const browser = await launchBareChromium()

const pages: PageMeasure[] = []
const details = []
try {
  for (const file of await htmlFiles()) {
    const path = pagePath(file)
    if (!wanted(path)) continue
    const app = await measurePage(browser, site.origin + path, true)
    const zeroJs = await measurePage(browser, twin.origin + path, false)
    pages.push({ page: path, app: app.median, twin: zeroJs.median })
    details.push({ page: path, app: app.runs, twin: zeroJs.runs })
    console.error(`measured ${path}`)
  }
} finally {
  await browser.close()
  await site.close()
  await twin.close()
}

console.log(`Median of ${RUNS} loads per page; 390 px, CPU slowed 4x; times in ms.`)
console.table(
  pages.map((page) => ({
    page: page.page,
    load: page.app.loadMs,
    'hydrated +': page.app.hydratedAfterLoadMs,
    blocking: page.app.blockingMs,
    'twin blocking': page.twin.blockingMs,
    'over twin': blockingOverTwin(page),
    'longest frame': frameText(page.app.longestFrame),
    'longest script frame': frameText(page.app.longestScriptFrame),
    'twin longest frame': frameText(page.twin.longestFrame),
  })),
)

const summary = summarizeMainThread(pages)
const reportFile = await writeBenchReport('main-thread', { runs: RUNS, summary, pages, details })
console.log(`Written to ${reportFile}.`)
console.log(formatMainThreadSummary(summary))
