// Sums what CI ran on each Node line into one table and one `N passed, N failed` line. Plain
// JavaScript with no dependencies: it must still report when a line's install failed.
import { stripVTControlCharacters } from 'node:util'

/**
 * Playwright's JSON report: `flaky` passed on a retry; `unexpected` failed every attempt. An
 * error outside any test (a route handler outliving its test, a crashed worker, a web server
 * that would not start) fails the run too, and can stop tests from running at all, so each one
 * counts as a failure.
 */
function countPlaywright(report) {
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    ms: report.stats.duration,
    failures: [
      ...playwrightFailures(report.suites ?? []),
      ...(report.errors ?? []).map((error) => `outside any test: ${firstLine(error.message)}`),
    ],
  }
}

/** Vitest names files by absolute path; the clone's own folder says nothing. */
function relative(file) {
  return file.startsWith(`${process.cwd()}/`) ? file.slice(process.cwd().length + 1) : file
}

/** The first line of an error message, short enough to read in CI's last lines. */
function firstLine(message = '') {
  // Playwright colours its messages; the escapes would only clutter a log.
  const line = stripVTControlCharacters(message).trim().split('\n')[0] ?? ''
  return line.length > 160 ? `${line.slice(0, 157)}...` : line
}

/** `file:line › title: why` of every test that failed all its attempts, nested suites included. */
function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.at(-1)?.error?.message
          return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`
        }),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ])
}

function countVitest(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    ms:
      Math.max(report.startTime, ...report.testResults.map((file) => file.endTime)) -
      report.startTime,
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

/** The test runners' JSON reports, and how each counts its tests. */
const runners = {
  vitest: {
    file: 'vitest.json',
    column: 'unit',
    count: countVitest,
  },
  // npm run test:dist: Vitest over the built site, its own report and column.
  dist: {
    file: 'vitest-dist.json',
    column: 'dist',
    count: countVitest,
  },
  playwright: {
    file: 'playwright.json',
    column: 'browser',
    count: countPlaywright,
  },
  // npm run test:hosts: the same runner on the hosts' own runtimes, its own report and column.
  hosts: {
    file: 'hosts.json',
    column: 'hosts',
    count: countPlaywright,
  },
}

/** The reports each step that runs tests leaves behind (`test` is the README's `npm test`). */
const reportsOfStep = { unit: ['vitest'], test: ['vitest', 'dist', 'playwright'], hosts: ['hosts'] }

const columns = ['install', 'build', 'check', 'unit', 'dist', 'browser', 'hosts']

/**
 * One Node line's run: each step's outcome (from .ci/run's steps.tsv) and the runners' counts.
 * `readReport(file)` returns a report's parsed JSON, or throws when it is missing or unreadable.
 * A step that failed without a runner counting a failure (an install, a build, a crashed runner)
 * counts as one failed test, so a red run never reads as `0 failed`.
 */
export function summarizeRun(name, stepsTsv, readReport) {
  const steps = stepsTsv
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const [step, ms, code] = row.split('\t')
      return { step, ms: Number(ms), ok: code === '0' }
    })
  const cells = {}
  const problems = []
  let passed = 0
  let failed = 0
  for (const { step, ms, ok } of steps) {
    let failedByRunners = 0
    for (const runner of (reportsOfStep[step] ?? []).map((id) => runners[id])) {
      try {
        const counts = runner.count(readReport(runner.file))
        passed += counts.passed
        failedByRunners += counts.failed
        // Named here because CI keeps only a run's last lines, where this summary is printed.
        problems.push(...counts.failures.map((failure) => `${name} ${runner.column}: ${failure}`))
        cells[runner.column] = counts
      } catch (error) {
        problems.push(`${name}: no usable ${runner.file} (${error.message})`)
        failedByRunners += 1
        cells[runner.column] = { failed: 1 }
      }
    }
    if (!ok && failedByRunners === 0) {
      problems.push(`${name}: ${step} failed`)
      failedByRunners = 1
    }
    failed += failedByRunners
    if (!(step in reportsOfStep)) cells[step] = { ok, ms }
  }
  if (steps.length === 0) {
    problems.push(`${name}: no step recorded`)
    failed += 1
  }
  return { name, cells, passed, failed, problems }
}

function seconds(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  // Rounded before it is split, so 119.6 s reads "2 min 0 s", not "1 min 60 s".
  const whole = Math.round(ms / 1000)
  return `${Math.floor(whole / 60)} min ${whole % 60} s`
}

function formatCell(cell) {
  if (!cell) return 'not run'
  if ('ok' in cell) return cell.ok ? seconds(cell.ms) : `FAILED ${seconds(cell.ms)}`
  if (cell.passed === undefined) return 'FAILED, no report'
  const counts = cell.failed
    ? `${cell.passed} passed, ${cell.failed} FAILED`
    : `${cell.passed} passed`
  return `${counts}, ${seconds(cell.ms)}`
}

/** A Markdown table, Node release x step, and the line CI reads. */
export function formatSummary(runs) {
  const rows = [
    ['Node', ...columns],
    ...runs.map((run) => [run.name, ...columns.map((column) => formatCell(run.cells[column]))]),
  ]
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`
  const table = [line(rows[0]), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)]
  const passed = runs.reduce((sum, run) => sum + run.passed, 0)
  const failed = runs.reduce((sum, run) => sum + run.failed, 0)
  return [
    ...table,
    ...runs.flatMap((run) => run.problems),
    `${passed} passed, ${failed} failed`,
  ].join('\n')
}
