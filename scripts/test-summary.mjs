// `node scripts/test-summary.mjs [folder]` (default reports/ci, one node-<version> folder per Node line): .ci/run's table and closing `N passed, N failed`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { formatSummary, summarizeRun } from './lib/ciSummary.mjs'

const folder = process.argv[2] ?? 'reports/ci'
const lines = existsSync(folder) ? readdirSync(folder).filter((n) => n.startsWith('node-')) : []
const runs = lines
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  .map((name) => {
    const read = (file) => readFileSync(join(folder, name, file), 'utf8')
    const steps = existsSync(join(folder, name, 'steps.tsv')) ? read('steps.tsv') : ''
    return summarizeRun(name.slice('node-'.length), steps, (file) => JSON.parse(read(file)))
  })
if (runs.length === 0) runs.push(summarizeRun(`nothing in ${folder}`, '', () => ({})))

console.log(formatSummary(runs))
process.exitCode = runs.some((run) => run.failed > 0) ? 1 : 0
