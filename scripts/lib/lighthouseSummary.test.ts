import { describe, expect, it } from 'vitest'

import { formatLighthouseSummary, summarizeLighthouse } from './lighthouseSummary.mjs'

const row = (page: string, form: string, perf: number, lcpRatio: number) => ({
  page,
  form,
  perf,
  lcpRatio,
})

describe('the Lighthouse benchmark summary', () => {
  it('names the pages measured, the lowest and median mobile score, the worst page and the median LCP ratio', () => {
    const summary = summarizeLighthouse([
      row('/', 'mobile', 98, 1.05),
      row('/', 'desktop', 100, 1.0),
      row('/es/blog', 'mobile', 91, 1.6),
      row('/es/blog', 'desktop', 100, 1.1),
      row('/pt/about', 'mobile', 100, 1.02),
    ])
    expect(summary).toEqual({
      pages: 3,
      minMobilePerformance: 91,
      medianMobilePerformance: 98,
      worstPage: '/es/blog',
      medianMobileLcpRatio: 1.05,
    })
    expect(formatLighthouseSummary(summary)).toBe(
      '3 pages measured; mobile performance min 91 (/es/blog), median 98; median mobile LCP / zero-JS twin 1.05',
    )
  })

  it('says so when no mobile page was measured', () => {
    expect(formatLighthouseSummary(summarizeLighthouse([row('/', 'desktop', 100, 1)]))).toBe(
      'No mobile page measured.',
    )
  })
})
