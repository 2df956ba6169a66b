// node scripts/lantern-lcp.mjs <dir> <path>: how Lighthouse's simulated phone arrives at a page's
// LCP. One mobile Lighthouse run of <path> served from <dir> (dist/client, or the benchmark's
// zero-JS twin in reports/lighthouse/zero-js-site), then the requests Lantern counted before the
// largest paint, with their simulated start and end. A request that appears here and not in the
// twin's list is what the page's JavaScript costs its LCP (docs/performance.md).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

import { chromiumArgs, chromiumExecutable } from './chromium.mjs'
import { serveStatic } from './lib/staticServer.mjs'

const [dir = 'dist/client', path = '/'] = process.argv.slice(2)
const site = await serveStatic(dir, 4190)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
try {
  const { lhr, artifacts } = await lighthouse(`${site.origin}${path}`, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const settings = lhr.configSettings
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map(), settings },
  )
  console.log(`${path}: simulated LCP ${Math.round(lcp.timing)} ms`)
  const rows = []
  for (const [node, timing] of lcp.optimisticEstimate.nodeTimings) {
    if (node.type !== 'network') continue
    rows.push({
      request: new URL(node.request.url).pathname,
      'start ms': Math.round(timing.startTime),
      'end ms': Math.round(timing.endTime),
    })
  }
  console.table(rows)
} finally {
  await chrome.kill()
  await site.close()
}
