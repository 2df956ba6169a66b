// node scripts/lantern-lcp.mjs <dir> <path>: how Lighthouse's simulated phone arrives at a page's
// LCP. One mobile Lighthouse run of <path> served from <dir> (dist/client, or the benchmark's
// zero-JS twin in reports/lighthouse/zero-js-site), then the requests Lantern counted before the
// largest paint, with their simulated start and end. A request that appears here and not in the
// twin's list is what the page's JavaScript costs its LCP (docs/performance.md).
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

import { eachLanternRun } from './lib/lanternRuns.mjs'

const [dir = 'dist/client', path = '/'] = process.argv.slice(2)
await eachLanternRun({ dir, path, port: 4190 }, async ({ data, context }) => {
  const lcp = await LanternLargestContentfulPaint.request(data, context)
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
})
