import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from 'vitest'

import { CLIENT_DIR as CLIENT } from '../../scripts/lib/pageAssets.mjs'
import { readHeadersFile, shippedHeadersFor } from '../e2e/shippedHostFiles'
import { builtPagesByPath } from './builtPages'

/** The shipped host files read as a host reads them; that hosts send them: tests/e2e/security-headers.spec.ts and tests/hosts. */

function scriptSources(): string[] {
  const policy = shippedHeadersFor('/')['Content-Security-Policy'] ?? ''
  const directive = policy.split(';').find((d) => d.trim().startsWith('script-src ')) ?? ''
  return directive.trim().split(/\s+/).slice(1)
}

/** Scripts the browser would run from the page's own text (not data blocks such as JSON-LD). */
const inlineScripts = (document: Document) =>
  [...document.querySelectorAll('script:not([src])')]
    .filter((script) =>
      ['', 'module', 'text/javascript'].includes(script.getAttribute('type') ?? ''),
    )
    .map((script) => script.textContent ?? '')

test('the shipped CSP admits every inline script of every built page, by hash', async () => {
  const sources = scriptSources()
  expect(sources).toContain("'self'")
  expect(sources.filter((source) => source.startsWith("'unsafe-"))).toEqual([])
  const unadmitted: string[] = []
  let scripts = 0
  for (const { path, document } of (await builtPagesByPath()).values()) {
    for (const script of inlineScripts(document)) {
      scripts += 1
      const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
      if (!sources.includes(hash)) unadmitted.push(`${path}: ${script.slice(0, 60)}`)
    }
  }
  expect(scripts).toBeGreaterThan(0)
  expect(unadmitted).toEqual([])
})

test('Vercel gets the same headers as Netlify and Cloudflare Pages, on every route that answers too', () => {
  const vercel = JSON.parse(readFileSync(join(CLIENT, 'vercel.json'), 'utf8')) as {
    routes: {
      continue?: boolean
      status?: number
      dest?: string
      headers?: Record<string, string>
    }[]
  }
  const headerRoutes = vercel.routes.filter((route) => route.continue)
  expect(headerRoutes.map((route) => route.headers)).toEqual(
    readHeadersFile().map((block) => block.headers),
  )
  // Routes that answer by themselves (404s, redirects, pages by rewrite) drop earlier headers.
  const { 'Content-Security-Policy': csp, ...security } = shippedHeadersFor('/404')
  const policies = [csp, shippedHeadersFor('/search')['Content-Security-Policy']]
  const answering = vercel.routes.filter((route) => route.status ?? route.dest)
  expect(answering.filter((route) => route.status === 301).length).toBeGreaterThan(0)
  for (const route of answering) {
    expect(route.headers, route.dest).toMatchObject(security)
    expect(policies).toContain(route.headers?.['Content-Security-Policy'])
  }
  for (const route of answering.filter(({ status }) => status === 404))
    expect(route.headers).toEqual(shippedHeadersFor('/404'))
})
