// Prints what .ci/run did on each Node line (a table of steps, tests and times), then the one
// line CI reads, `N passed, N failed`, summed over every line's runners from their JSON reports.
// Reads the folder .ci/run writes (default reports/ci): one `node-<version>` folder per line,
// with its steps.tsv and the reports its test steps left. Exits non-zero when anything failed.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { formatSummary, summarizeRun } from './lib/ciSummary.mjs'

const folder = process.argv[2] ?? 'reports/ci'
let runFolders = []
try {
  runFolders = readdirSync(folder).filter((name) => name.startsWith('node-'))
} catch {
  // No folder: no run, reported below as a failure.
}
const runs = runFolders
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  .map((name) => {
    const read = (file) => readFileSync(join(folder, name, file), 'utf8')
    let steps = ''
    try {
      steps = read('steps.tsv')
    } catch {
      // An empty list of steps is reported as such by summarizeRun.
    }
    return summarizeRun(name.slice('node-'.length), steps, (file) => JSON.parse(read(file)))
  })
if (runs.length === 0) runs.push(summarizeRun(`nothing in ${folder}`, '', () => ({})))

console.log(formatSummary(runs))
process.exitCode = runs.some((run) => run.failed > 0) ? 1 : 0
