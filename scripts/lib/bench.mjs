// What the benchmark scripts share: which pages a run measures, the median of its runs, and the
// report file it leaves behind to compare runs by. Plain JavaScript: the scripts run it as is.
import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'

/**
 * The pages a run measures, from its command-line filters: `/blog` keeps every path that
 * contains it, `=/blog` that page alone; no filter keeps every page.
 */
export function pageFilter(filters) {
  return (path) =>
    filters.length === 0 ||
    filters.some((f) => (f.startsWith('=') ? path === f.slice(1) : path.includes(f)))
}

/** The middle value; the upper one of the two middle values of an even count. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * Writes `reports/<name>-<time>-<commit>.json`, the run's figures with the commit and date they
 * were measured at, and returns its path: one file per run, so runs can be compared side by side.
 */
export async function writeBenchReport(name, figures) {
  const commit = await promisify(execFile)('git', ['rev-parse', '--short', 'HEAD'])
    .then(({ stdout }) => stdout.trim())
    .catch(() => 'no-git')
  const date = new Date().toISOString()
  const file = join('reports', `${name}-${date.replace(/[:.]/g, '-')}-${commit}.json`)
  await mkdir('reports', { recursive: true })
  await writeFile(file, JSON.stringify({ commit, date, ...figures }, null, 2))
  return file
}
