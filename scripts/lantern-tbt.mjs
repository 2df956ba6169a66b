// node scripts/lantern-tbt.mjs <dir> <path> [runs]: how Lighthouse's simulated phone arrives at
// a page's Total Blocking Time. Mobile Lighthouse runs of <path> served from <dir> (dist/client,
// or the benchmark's zero-JS twin in reports/lighthouse/zero-js-site); for each, the window TBT
// counts in (simulated FCP to simulated TTI) and every main-thread task that Lantern stretched
// past 40 ms, with where it landed, what it ran and what it added. Lantern stretches a task 4x
// (2x with a layout), so a task of 12.5 ms on this machine is already a long one; and its
// simulated FCP comes from a smaller graph than its tasks' times, so the page's own first layout
// can land inside the window (docs/performance.md).
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import { Metrics } from 'lighthouse/core/lib/lantern/lantern.js'

import { eachLanternRun } from './lib/lanternRuns.mjs'

const [dir = 'dist/client', path = '/', runs = '1'] = process.argv.slice(2)

/** Trace events that only wrap others, left out of what a task ran. */
const WRAPPERS = /^(RunTask|ThreadControllerImpl::RunTask|v8\.callFunction|V8\.|RunMicrotasks$)/

/** The three longest things a task ran, with the file they came from. */
function whatItRan(node) {
  return node.childEvents
    .filter((event) => event.dur > 0 && !WRAPPERS.test(event.name))
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((event) => {
      const url = event.args?.data?.url
      const file = url ? ` ${new URL(url).pathname.split('/').pop()}` : ''
      return `${event.name}${file} ${(event.dur / 1000).toFixed(1)}`
    })
    .join(', ')
}

await eachLanternRun(
  { dir, path, port: 4191, runs: Number(runs) },
  async ({ run, data, context }) => {
    const tbt = await LanternTotalBlockingTime.request(data, context)
    const fcp = await LanternFirstContentfulPaint.request(data, context)
    const tti = await LanternInteractive.request(data, context)
    const ms = (value) => Math.round(value)
    // As Lantern does: each estimate counts from the other estimate's FCP to its own TTI.
    const estimates = [
      ['optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate, tti.optimisticEstimate],
      ['pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate, tti.pessimisticEstimate],
    ]
    console.log(
      `${path}, run ${run}: simulated TBT ${ms(tbt.timing)} ms, the mean of two estimates`,
    )
    for (const [name, estimate, from, to] of estimates) {
      console.log(
        `  ${name}: ${ms(estimate.timeInMs)} ms, counted from FCP ${ms(from.timeInMs)} to TTI ${ms(to.timeInMs)}`,
      )
      const rows = []
      for (const [node, timing] of estimate.nodeTimings) {
        if (node.type !== 'cpu' || timing.duration < 40) continue
        const blocking = Metrics.TBTUtils.calculateTbtImpactForEvent(
          { start: timing.startTime, end: timing.endTime, duration: timing.duration },
          from.timeInMs,
          to.timeInMs,
        )
        rows.push({
          'start ms': ms(timing.startTime),
          'end ms': ms(timing.endTime),
          'observed ms': (node.duration / 1000).toFixed(1),
          'blocking ms': ms(blocking),
          'what it ran (ms observed)': whatItRan(node),
        })
      }
      console.table(rows.sort((a, b) => a['start ms'] - b['start ms']))
    }
  },
)
