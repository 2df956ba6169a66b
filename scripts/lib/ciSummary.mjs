// CI's one table and `N passed, N failed` line, from the runners' JSON reports; no dependencies, as it must report a failed install.
import { stripVTControlCharacters } from 'node:util'

function firstLine(message = '') {
  const line = stripVTControlCharacters(message).trim().split('\n')[0] ?? ''
  return line.length > 160 ? `${line.slice(0, 157)}...` : line
}

const relative = (file) => file.replace(`${process.cwd()}/`, '')

function vitest(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    ms: Math.max(report.startTime, ...report.testResults.map((f) => f.endTime)) - report.startTime,
    failures: report.testResults.flatMap((file) => {
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
      // A file that fails before any test runs (an import, a setup hook) has only its message.
      if (failed.length === 0 && file.status === 'failed')
        return [`${relative(file.name)}: ${firstLine(file.message)}`]
      return failed.map(
        (test) =>
          `${relative(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      )
    }),
  }
}

/** `flaky` passed on a retry; an error outside any test (a crashed worker) fails the run. */
function playwright(report) {
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)]
  const errors = report.errors ?? []
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + errors.length,
    ms: report.stats.duration,
    failures: [
      ...specs(report).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'unexpected')
          .map(
            (test) =>
              `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`,
          ),
      ),
      ...errors.map((error) => `outside any test: ${firstLine(error.message)}`),
    ],
  }
}

/** The reports each test step leaves (`test` is the README's `npm test`), by table column. */
const reportsOfStep = {
  unit: { unit: ['vitest.json', vitest] },
  test: {
    unit: ['vitest.json', vitest],
    dist: ['vitest-dist.json', vitest],
    browser: ['playwright.json', playwright],
  },
  hosts: { hosts: ['hosts.json', playwright] },
}

const columns = ['install', 'build', 'check', 'unit', 'dist', 'browser', 'hosts']

/** A step that failed with no failure counted (an install, a crashed runner) counts as one failure. */
export function summarizeRun(name, stepsTsv, readReport) {
  const run = { name, cells: {}, passed: 0, failed: 0, problems: [] }
  const fail = (problem) => (run.problems.push(problem), (run.failed += 1))
  const rows = stepsTsv.split('\n').filter(Boolean)
  if (rows.length === 0) fail(`${name}: no step recorded`)
  for (const row of rows) {
    const [step, ms, code] = row.split('\t')
    const failedBefore = run.failed
    for (const [column, [file, count]] of Object.entries(reportsOfStep[step] ?? {})) {
      try {
        const counts = count(readReport(file))
        run.passed += counts.passed
        run.failed += counts.failed
        run.problems.push(...counts.failures.map((failure) => `${name} ${column}: ${failure}`))
        run.cells[column] = counts
      } catch (error) {
        fail(`${name}: no usable ${file} (${error.message})`)
        run.cells[column] = { failed: 1 }
      }
    }
    if (code !== '0' && run.failed === failedBefore) fail(`${name}: ${step} failed`)
    if (!(step in reportsOfStep)) run.cells[step] = { ok: code === '0', ms: Number(ms) }
  }
  return run
}

function seconds(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  // Rounded before it is split, so 119.6 s reads "2 min 0 s", not "1 min 60 s".
  const whole = Math.round(ms / 1000)
  return `${Math.floor(whole / 60)} min ${whole % 60} s`
}

function formatCell(cell) {
  if (!cell) return 'not run'
  if ('ok' in cell) return `${cell.ok ? '' : 'FAILED '}${seconds(cell.ms)}`
  if (cell.passed === undefined) return 'FAILED, no report'
  return `${cell.passed} passed${cell.failed ? `, ${cell.failed} FAILED` : ''}, ${seconds(cell.ms)}`
}

export function formatSummary(runs) {
  const rows = [
    ['Node', ...columns],
    ...runs.map((run) => [run.name, ...columns.map((c) => formatCell(run.cells[c]))]),
  ]
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0)
  return [
    line(rows[0]),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.slice(1).map(line),
    ...runs.flatMap((run) => run.problems),
    `${sum('passed')} passed, ${sum('failed')} failed`,
  ].join('\n')
}
