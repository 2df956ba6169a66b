import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import type { Plugin } from 'vite'

// Vike loads the config afresh for each build step (client, server, prerender), each time a new
// copy of this module: a process-wide flag runs the check once per build.
const CHECKED = Symbol.for('agency-site:translations-checked')
const processFlags = globalThis as Record<symbol, boolean | undefined>

/**
 * Fails the build itself, naming file and key, on a translation that would ship broken: a host
 * that runs only `npm run build` (Netlify, Cloudflare) gets the same gate as CI. The check runs
 * in a process of its own: the extraction, loaded into the build's, made the prerender load
 * React's development build beside react-dom's production one, and every page failed.
 */
export function translationGate(root: string): Plugin {
  const jiti = join(dirname(createRequire(join(root, 'package.json')).resolve('jiti')), '..')
  return {
    name: 'translation-gate',
    apply: 'build',
    buildStart() {
      if (processFlags[CHECKED]) return
      processFlags[CHECKED] = true
      try {
        execFileSync(
          process.execPath,
          [join(jiti, 'lib/jiti-cli.mjs'), join(root, 'scripts/i18n-gate.ts')],
          { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
        )
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
        this.error(`${stdout}${stderr}`.trim())
      }
    },
  }
}
