// What a Lighthouse benchmark run comes to, in one line and as JSON to compare runs by. Plain
// JavaScript: the benchmark script runs it without a build step.
import { median } from './bench.mjs'

/**
 * `rows` are the benchmark's measurements: `{ page, form, perf, lcpRatio }` at least, `lcpRatio`
 * being the page's LCP over its zero-JavaScript twin's. The summary reads the mobile rows, the
 * form the targets are set for.
 */
export function summarizeLighthouse(rows) {
  const mobile = rows.filter((row) => row.form === 'mobile')
  if (mobile.length === 0) return null
  const worst = mobile.reduce((low, row) => (row.perf < low.perf ? row : low))
  return {
    pages: new Set(rows.map((row) => row.page)).size,
    minMobilePerformance: worst.perf,
    medianMobilePerformance: median(mobile.map((row) => row.perf)),
    worstPage: worst.page,
    medianMobileLcpRatio: median(
      mobile.map((row) => row.lcpRatio).filter((ratio) => Number.isFinite(ratio)),
    ),
  }
}

export function formatLighthouseSummary(summary) {
  if (!summary) return 'No mobile page measured.'
  const ratio = summary.medianMobileLcpRatio
  return (
    `${summary.pages} pages measured; mobile performance min ${summary.minMobilePerformance}` +
    ` (${summary.worstPage}), median ${summary.medianMobilePerformance};` +
    ` median mobile LCP / zero-JS twin ${ratio === undefined ? 'n/a' : ratio.toFixed(2)}`
  )
}
