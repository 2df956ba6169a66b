// Prints the one line CI reads, `N passed, N failed`, summed over every test runner from its
// JSON report. A report that is missing or unreadable counts as a failure: a runner that never
// reported must not look like a green run. Exits non-zero when anything failed.
import { readFile } from 'node:fs/promises'

const runners = [
  {
    name: 'vitest',
    file: 'reports/vitest.json',
    count: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
  },
  {
    name: 'playwright',
    file: 'reports/playwright.json',
    // `flaky` passed on a retry; `unexpected` failed every attempt. An error outside any test
    // (a route handler outliving its test, a crashed worker) fails the run too, and can stop
    // tests from running at all, so each one counts as a failure.
    count: (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected + (r.errors?.length ?? 0),
    }),
  },
]

let passed = 0
let failed = 0
for (const runner of runners) {
  try {
    const counts = runner.count(JSON.parse(await readFile(runner.file, 'utf8')))
    passed += counts.passed
    failed += counts.failed
  } catch (error) {
    console.error(`${runner.name}: no usable report at ${runner.file} (${error.message})`)
    failed += 1
  }
}
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
