// Types for lighthouseSummary.mjs, for its unit test.
export interface LighthouseRow {
  page: string
  form: string
  perf: number
  lcpRatio: number
}
export interface LighthouseSummary {
  pages: number
  minMobilePerformance: number
  medianMobilePerformance: number
  worstPage: string
  medianMobileLcpRatio: number | undefined
}
export declare function summarizeLighthouse(rows: LighthouseRow[]): LighthouseSummary | null
export declare function formatLighthouseSummary(summary: LighthouseSummary | null): string
