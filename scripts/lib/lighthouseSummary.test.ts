import { describe, expect, it } from 'vitest'

import { formatLighthouseSummary, summarizeLighthouse } from './lighthouseSummary.mjs'

const row = (
  page: string,
  form: string,
  perf: number,
  lcpRatio: number,
  tbtMs = 0,
  twinTbtMs = 0,
) => ({ page, form, perf, lcpRatio, tbtMs, zeroJs: { tbtMs: twinTbtMs } })

describe('the Lighthouse benchmark summary', () => {
  it('names the pages measured, the lowest and median mobile score, the worst page, the median LCP ratio and the pages within the TBT target', () => {
    const summary = summarizeLighthouse([
      row('/', 'mobile', 98, 1.05, 150, 100),
      row('/', 'desktop', 100, 1.0, 400, 0),
      row('/es/blog', 'mobile', 91, 1.6, 49, 0),
      row('/es/blog', 'desktop', 100, 1.1),
      row('/pt/about', 'mobile', 100, 1.02, 160, 100),
    ])
    expect(summary).toEqual({
      pages: 3,
      minMobilePerformance: 91,
      medianMobilePerformance: 98,
      worstPage: '/es/blog',
      medianMobileLcpRatio: 1.05,
      mobileTbtWithinTarget: 1,
      mobilePages: 3,
      mostMobileTbtOverTwin: { page: '/pt/about', ms: 60 },
    })
    expect(formatLighthouseSummary(summary)).toBe(
      '3 pages measured; mobile performance min 91 (/es/blog), median 98; median mobile LCP / zero-JS twin 1.05; ' +
        "mobile TBT at most 1.5x the twin's on 1 of 3 pages, most over the twin 60 ms (/pt/about)",
    )
  })

  it('says so when no mobile page was measured', () => {
    expect(formatLighthouseSummary(summarizeLighthouse([row('/', 'desktop', 100, 1)]))).toBe(
      'No mobile page measured.',
    )
  })
})
