import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import type { Plugin } from 'vite'

// Vike loads a new copy of this module for each build step: the flag runs the check once.
const CHECKED = Symbol.for('agency-site:translations-checked')
const processFlags = globalThis as Record<symbol, boolean | undefined>

/** Fails the build on a broken translation: hosts that only build get CI's gate (docs/decisions.md). */
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
