import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const run = promisify(execFile)
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url))

/** What a build never reads: installed packages (linked instead), outputs, reports, history. */
const LEFT_OUT = new Set([
  'node_modules',
  'dist',
  'reports',
  'test-results',
  '.git',
  // The hosts' runtimes (1.1 GB) and their state play no part in a build.
  'hosts',
  '.netlify',
  '.wrangler',
])

/** A throwaway copy of the project to change and build, as a contributor would. */
export interface ProjectCopy {
  dir: string
  /** `vike build` in the copy, with extra arguments (`--mode start`) and environment variables. */
  build(args?: string[], env?: Record<string, string>): Promise<void>
  /** A file of the built site, `dist/client/<path>`. */
  built(path: string): Promise<string>
  remove(): Promise<void>
}

export async function copyProject(prefix: string): Promise<ProjectCopy> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  await cp(projectRoot, dir, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(relative(projectRoot, source).split('/')[0] ?? ''),
  })
  await symlink(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return {
    dir,
    build: async (args = [], env = {}) => {
      await run(process.execPath, [join(dir, 'node_modules/vike/bin.js'), 'build', ...args], {
        cwd: dir,
        env: { ...process.env, ...env },
        maxBuffer: 64 * 1024 * 1024,
      })
    },
    built: (path) => readFile(join(dir, 'dist/client', path), 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
