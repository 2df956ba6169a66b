import { describe, expect, it } from 'vitest'

import { formatSummary, summarizeRun } from './ciSummary.mjs'

const steps = (...rows: [string, number, number][]) =>
  rows.map((row) => row.join('\t')).join('\n') + '\n'

const vitestReport = (passed: number, failed = 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  startTime: 1_000,
  testResults: [{ endTime: 9_000 }, { endTime: 14_500 }],
})

const playwrightReport = (expected: number, unexpected = 0, flaky = 0, errors: unknown[] = []) => ({
  stats: { expected, unexpected, flaky, duration: 694_000 },
  errors,
})

/** Reads reports from an object keyed by file name; a missing one throws, as a missing file does. */
const reports =
  (files: Record<string, unknown>) =>
  (file: string): unknown => {
    if (!(file in files)) throw new Error(`ENOENT: ${file}`)
    return files[file]
  }

describe('CI summary', () => {
  it('counts the full suite of the primary line and times each step', () => {
    const run = summarizeRun(
      '24.21.0',
      steps(
        ['provision', 40, 0],
        ['install', 15_200, 0],
        ['build', 9_800, 0],
        ['check', 21_000, 0],
        ['test', 720_000, 0],
        ['hosts', 90_000, 0],
      ),
      reports({
        'vitest.json': vitestReport(218),
        'vitest-dist.json': vitestReport(104),
        'playwright.json': playwrightReport(430, 0, 2),
        'hosts.json': { stats: { expected: 25, unexpected: 0, flaky: 0, duration: 27_300 } },
      }),
    )
    expect(run).toMatchObject({ passed: 779, failed: 0, problems: [] })
    const table = formatSummary([run]).split('\n')
    expect(table[0]).toMatch(
      /^\| Node +\| install +\| build +\| check +\| unit +\| dist +\| browser +\| hosts +\|$/,
    )
    expect(table[2]).toBe(
      '| 24.21.0 | 15.2 s  | 9.8 s | 21.0 s | 218 passed, 13.5 s | 104 passed, 13.5 s | 432 passed, 11 min 34 s | 25 passed, 27.3 s |',
    )
    expect(table.at(-1)).toBe('779 passed, 0 failed')
  })

  it('counts a failed install as a failure and shows the steps after it as not run', () => {
    const run = summarizeRun(
      '22.23.3',
      steps(['provision', 30, 0], ['install', 5_000, 1]),
      reports({}),
    )
    expect(run).toMatchObject({ passed: 0, failed: 1, problems: ['22.23.3: install failed'] })
    expect(formatSummary([run])).toContain(
      '| 22.23.3 | FAILED 5.0 s | not run | not run | not run | not run | not run | not run |',
    )
  })

  it('counts the host runtimes’ tests, and a missing report as a failure', () => {
    const started = summarizeRun(
      '24.21.0',
      steps(['hosts', 30_000, 1]),
      reports({ 'hosts.json': playwrightReport(24, 1) }),
    )
    expect(started).toMatchObject({ passed: 24, failed: 1 })
    const neverStarted = summarizeRun('24.21.0', steps(['hosts', 9_000, 1]), reports({}))
    expect(neverStarted).toMatchObject({ passed: 0, failed: 1 })
    expect(neverStarted.problems[0]).toMatch(/^24\.21\.0: no usable hosts\.json \(ENOENT/)
    expect(formatSummary([neverStarted])).toContain('FAILED, no report')
  })

  it('names each failing test with its first error line, as CI keeps only the last lines', () => {
    /** A failed `npm test` step with these reports: unit, dist, then browser. */
    const testStep = (unit: unknown, dist: unknown, browser: unknown) =>
      summarizeRun(
        '24.21.0',
        steps(['test', 1_000, 1]),
        reports({ 'vitest.json': unit, 'vitest-dist.json': dist, 'playwright.json': browser }),
      )
    const run = testStep(
      {
        ...vitestReport(1, 1),
        testResults: [
          {
            endTime: 2_000,
            name: `${process.cwd()}/src/a.test.ts`,
            assertionResults: [
              { status: 'passed', fullName: 'a works' },
              { status: 'failed', fullName: 'a fails', failureMessages: ['expected 1\nto be 2'] },
            ],
          },
        ],
      },
      {
        ...vitestReport(0, 0),
        testResults: [
          { endTime: 2_000, name: '/x/b.test.ts', status: 'failed', message: 'no dist' },
        ],
      },
      {
        ...playwrightReport(1, 1),
        suites: [
          {
            suites: [
              {
                specs: [
                  {
                    file: 'home.spec.ts',
                    line: 9,
                    title: 'shows the headline',
                    tests: [
                      {
                        status: 'unexpected',
                        results: [{ error: { message: '\u001b[31mTimed out\u001b[39m\n  at x' } }],
                      },
                    ],
                  },
                  {
                    file: 'home.spec.ts',
                    line: 30,
                    title: 'passed on a retry',
                    tests: [{ status: 'flaky', results: [] }],
                  },
                ],
              },
            ],
          },
        ],
      },
    )
    expect(run.problems).toEqual([
      '24.21.0 unit: src/a.test.ts › a fails: expected 1',
      '24.21.0 dist: /x/b.test.ts: no dist',
      '24.21.0 browser: home.spec.ts:9 › shows the headline: Timed out',
    ])
    expect(formatSummary([run]).split('\n').slice(-2)).toEqual([
      '24.21.0 browser: home.spec.ts:9 › shows the headline: Timed out',
      '2 passed, 2 failed',
    ])

    // Failures counted, an error outside any test, and an exit with neither: each fails the run.
    const passing = [vitestReport(10), vitestReport(4)] as const
    expect(testStep(...passing, playwrightReport(5, 3))).toMatchObject({
      passed: 19,
      failed: 3,
      problems: [],
    })
    expect(testStep(...passing, playwrightReport(5, 0, 0, [{ message: 'crashed' }]))).toMatchObject(
      {
        failed: 1,
        problems: ['24.21.0 browser: outside any test: crashed'],
      },
    )
    expect(testStep(...passing, playwrightReport(5))).toMatchObject({
      failed: 1,
      problems: ['24.21.0: test failed'],
    })
  })

  it('sums every line into the last line', () => {
    const unitOnly = (name: string, failed: number) =>
      summarizeRun(
        name,
        steps(['install', 1, 0], ['unit', 1, failed ? 1 : 0]),
        reports({ 'vitest.json': vitestReport(200, failed) }),
      )
    const summary = formatSummary([unitOnly('22.23.3', 0), unitOnly('26.10.0', 2)])
    expect(summary).toContain(
      '| 26.10.0 | 0.0 s   | not run | not run | 200 passed, 2 FAILED, 13.5 s | not run |',
    )
    expect(summary.split('\n').at(-1)).toBe('400 passed, 2 failed')
  })

  it('rounds a time over a minute without writing 60 s, and fails a run with no step', () => {
    const run = summarizeRun('24.21.0', steps(['check', 119_600, 0]), reports({}))
    expect(formatSummary([run])).toContain('| 2 min 0 s |')
    const none = summarizeRun('nothing in reports/ci', '', reports({}))
    expect(none).toMatchObject({ failed: 1, problems: ['nothing in reports/ci: no step recorded'] })
  })
})
