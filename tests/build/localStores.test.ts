import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, it } from 'vitest'

/** `npm run dev` serves the project's files: the local enquiry and analytics stores must not be reachable at any address. */
const folder = mkdtempSync(join(tmpdir(), 'local-stores-'))
const projectRoot = join(import.meta.dirname, '../..')
// Named as no developer's own file is, as an older version's store in the project would be.
const oldStore = `old-store-${process.pid}.local.jsonl`
let server: ViteDevServer
let base = ''

beforeAll(async () => {
  process.env.ENQUIRIES_FILE = join(folder, 'enquiries.jsonl')
  server = await createServer({
    root: projectRoot,
    configFile: join(projectRoot, 'vite.config.ts'),
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('The dev server has no port')
  base = `http://127.0.0.1:${address.port}`
}, 120_000)

afterAll(async () => {
  await server.close()
  rmSync(join(projectRoot, oldStore), { force: true })
  rmSync(folder, { recursive: true, force: true })
})

it('npm run dev answers 404 for the stores, wherever they are and however they are asked for', async () => {
  const secret = `Secret enquiry ${Date.now()}`
  // An enquiry saved where the store is, and an old store left in the project by an earlier version.
  writeFileSync(process.env.ENQUIRIES_FILE ?? '', `{"message":"${secret}"}\n`)
  writeFileSync(join(projectRoot, oldStore), `{"message":"${secret}"}\n`)
  expect(readFileSync(process.env.ENQUIRIES_FILE ?? '', 'utf8')).toContain(secret)
  for (const address of [
    `/${oldStore}`,
    `/${oldStore}?raw`,
    `/${oldStore}?import`,
    `/${oldStore.replace('.jsonl', '%2Ejsonl')}`,
    `/@fs${process.env.ENQUIRIES_FILE}`,
    `/@fs${process.env.ENQUIRIES_FILE}?raw`,
    '/analytics.local.jsonl',
  ]) {
    const response = await fetch(base + address)
    expect(response.status, address).toBe(404)
    expect(await response.text(), address).not.toContain(secret)
  }
}, 120_000)
