import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { afterAll, expect, it } from 'vitest'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'npmrc-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('makes npm refuse a dependency’s install script that package.json does not approve', async () => {
  // A package with an install script that leaves a mark, packed as the registry would serve it.
  const pkg = join(dir, 'pkg')
  mkdirSync(pkg)
  const mark = join(dir, 'script-ran')
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({
      name: 'with-install-script',
      version: '1.0.0',
      scripts: { install: `node -e "require('fs').writeFileSync(${JSON.stringify(mark)}, '')"` },
    }),
  )
  await run('npm', ['pack', '--silent'], { cwd: pkg })
  const project = join(dir, 'project')
  mkdirSync(project)
  copyFileSync(join(root, '.npmrc'), join(project, '.npmrc'))
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      private: true,
      dependencies: { 'with-install-script': `file:${join(pkg, 'with-install-script-1.0.0.tgz')}` },
    }),
  )
  const install = run('npm', ['install', '--no-audit', '--no-fund', '--offline'], { cwd: project })
  await expect(install).rejects.toMatchObject({
    stderr: expect.stringContaining('ESTRICTALLOWSCRIPTS'),
  })
  expect(existsSync(mark)).toBe(false)
})
