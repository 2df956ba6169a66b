import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

import type { Page } from '@playwright/test'

import { copyProject, type ProjectCopy } from '../build/projectCopy'

interface CollectedRequest {
  path: string
  headers: IncomingHttpHeaders
  body: unknown
}

// Plausible's stand-in: the build under test is configured with this address, so the page's beacons reach it for real.
export async function startCollector() {
  const received: CollectedRequest[] = []
  let visited = ''
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // Kept as text: a test then shows what arrived.
      }
      // A page an earlier test closed may report late (its Web Vitals), from its own origin.
      if (req.headers.origin === visited)
        received.push({ path: req.url ?? '', headers: req.headers, body })
      res.writeHead(202, { 'Content-Type': 'text/plain' })
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** From now on, collects only what pages at this origin (one test's) send. */
    startTest(origin: string) {
      visited = origin
      received.length = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type Collector = Awaited<ReturnType<typeof startCollector>>

export interface ServedBuild {
  baseURL: string
  /** The site at an origin of its own (`*.localhost` is loopback): one per test, for its collector. */
  newOrigin(): string
  /** A file of the built site, `dist/client/<path>`. */
  built(path: string): Promise<string>
  stop(): Promise<void>
}

// Minutes on a busy machine: call it from a `beforeAll` with a long timeout.
export async function buildAndServe(
  prefix: string,
  { env, args = [], port }: { env: Record<string, string>; args?: string[]; port: number },
): Promise<ServedBuild> {
  const baseURL = `http://localhost:${port}`
  // Another checkout's server there would be tested instead, and say nothing.
  if (await fetch(baseURL).catch(() => null)) throw new Error(`${baseURL} is taken`)
  const project: ProjectCopy = await copyProject(prefix)
  await project.build(args, env)
  const server: ChildProcess = spawn(
    process.execPath,
    [join(project.dir, 'node_modules/vike/bin.js'), 'preview', '--port', String(port)],
    { cwd: project.dir, env: { ...process.env, ...env }, stdio: 'ignore' },
  )
  const deadline = Date.now() + 120_000
  for (;;) {
    const ready = await fetch(`${baseURL}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) throw new Error(`vike preview did not answer on ${baseURL}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  let origins = 0
  return {
    baseURL,
    newOrigin: () => `http://visit${(origins += 1)}.localhost:${port}`,
    built: project.built,
    stop: async () => {
      server.kill()
      await project.remove()
    },
  }
}

/** The longest to wait for an idle moment: a page on a busy machine may never have one. */
const IDLE_TIMEOUT_MS = 5_000

// The tracker, loaded as the page is shown, sends what waited once the browser is idle.
export async function untilIdle(page: Page, settleMs: number): Promise<void> {
  await page.evaluate(
    ([timeout, settle]) =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, settle), { timeout }),
      ),
    [IDLE_TIMEOUT_MS, settleMs] as const,
  )
}

// A key is real input, settling LCP; hidden in the page: a busy Chromium may skip unload handlers.
export async function hideAndLeave(page: Page, nextUrl: string): Promise<void> {
  await page.keyboard.press('Shift')
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
  )
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
  await page.goto(nextUrl)
}
