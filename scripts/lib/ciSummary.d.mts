export interface RunSummary {
  name: string
  cells: Record<string, { ok?: boolean; ms?: number; passed?: number; failed?: number }>
  passed: number
  failed: number
  problems: string[]
}
export declare function summarizeRun(
  name: string,
  stepsTsv: string,
  readReport: (file: string) => unknown,
): RunSummary
export declare function formatSummary(runs: RunSummary[]): string
