import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'

/** `vercel dev` forgives a configuration a deploy refuses; `vercel build` writes the routes Vercel's edge runs. */
test('vercel build accepts the shipped vercel.json and deploys its routes as written', async () => {
  const project = resolve('hosts/.state/vercel-build')
  await promisify(execFile)('bash', ['hosts/vercel-build.sh', project], {
    maxBuffer: 16 * 1024 * 1024,
  })
  const output = JSON.parse(readFileSync(join(project, '.vercel/output/config.json'), 'utf8')) as {
    version: number
    routes: object[]
  }
  const shipped = JSON.parse(readFileSync(join(CLIENT_DIR, 'vercel.json'), 'utf8')) as {
    routes: ({ src: string } | { handle: string })[]
  }
  expect(output.version).toBe(3)
  // Vercel anchors each pattern, keeps the routes in order, then appends its own error handling.
  const anchored = (pattern: string) =>
    `${pattern.startsWith('^') ? '' : '^'}${pattern}${pattern.endsWith('$') ? '' : '$'}`
  expect(output.routes.slice(0, shipped.routes.length)).toEqual(
    shipped.routes.map((route) =>
      'src' in route ? { ...route, src: anchored(route.src) } : route,
    ),
  )
  expect(output.routes.slice(shipped.routes.length)).toEqual([
    { handle: 'error' },
    { status: 404, src: '^(?!/api).*$', dest: '/404.html' },
  ])
})
