// What a Lighthouse benchmark run comes to, in one line and as JSON to compare runs by. Plain
// JavaScript: the benchmark script runs it without a build step.
import { median } from './bench.mjs'

/** Issue 38's target: a page's mobile TBT at most this many times its zero-JS twin's. */
const TBT_TARGET_RATIO = 1.5

/**
 * `rows` are the benchmark's measurements: `{ page, form, perf, lcpRatio, tbtMs, zeroJs }` at
 * least, `lcpRatio` being the page's LCP over its zero-JavaScript twin's and `zeroJs.tbtMs` the
 * twin's TBT. The summary reads the mobile rows, the form the targets are set for.
 */
export function summarizeLighthouse(rows) {
  const mobile = rows.filter((row) => row.form === 'mobile')
  if (mobile.length === 0) return null
  const worst = mobile.reduce((low, row) => (row.perf < low.perf ? row : low))
  const tbtOver = (row) => row.tbtMs - row.zeroJs.tbtMs
  const mostTbtOver = mobile.reduce((most, row) => (tbtOver(row) > tbtOver(most) ? row : most))
  return {
    pages: new Set(rows.map((row) => row.page)).size,
    minMobilePerformance: worst.perf,
    medianMobilePerformance: median(mobile.map((row) => row.perf)),
    worstPage: worst.page,
    medianMobileLcpRatio: median(
      mobile.map((row) => row.lcpRatio).filter((ratio) => Number.isFinite(ratio)),
    ),
    // A twin's TBT is often 0; the target then asks for 0, and the margin says how far off.
    mobileTbtWithinTarget: mobile.filter((row) => row.tbtMs <= TBT_TARGET_RATIO * row.zeroJs.tbtMs)
      .length,
    mobilePages: mobile.length,
    mostMobileTbtOverTwin: { page: mostTbtOver.page, ms: Math.round(tbtOver(mostTbtOver)) },
  }
}

export function formatLighthouseSummary(summary) {
  if (!summary) return 'No mobile page measured.'
  const ratio = summary.medianMobileLcpRatio
  const most = summary.mostMobileTbtOverTwin
  return (
    `${summary.pages} pages measured; mobile performance min ${summary.minMobilePerformance}` +
    ` (${summary.worstPage}), median ${summary.medianMobilePerformance};` +
    ` median mobile LCP / zero-JS twin ${ratio === undefined ? 'n/a' : ratio.toFixed(2)};` +
    ` mobile TBT at most ${TBT_TARGET_RATIO}x the twin's on ${summary.mobileTbtWithinTarget} of` +
    ` ${summary.mobilePages} pages, most over the twin ${most.ms} ms (${most.page})`
  )
}
