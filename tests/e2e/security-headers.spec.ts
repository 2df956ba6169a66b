import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import { expect, test } from '@playwright/test'

import { CLIENT_DIR as CLIENT, htmlFiles } from '../../scripts/lib/pageAssets.mjs'
import { checklistItemIds } from '../../src/content/blueprint'
import { gotoHydrated, locales, recordCspViolations } from './helpers'
import {
  netlifyNotFoundRules,
  pathMatches,
  readHeadersFile,
  shippedHeadersFor,
} from './shippedHostFiles'

/**
 * The host configurations the site ships (`dist/client/_headers`, `vercel.json`, the not-found
 * rules of `netlify.toml`) are read back here as a host would read them, and held against the
 * built pages and against `npm start`, which the browser tests run on.
 */

/** The shipped policy's script sources. */
function scriptSources(): string[] {
  const policy = shippedHeadersFor('/')['Content-Security-Policy'] ?? ''
  const directive = policy.split(';').find((d) => d.trim().startsWith('script-src ')) ?? ''
  return directive.trim().split(/\s+/).slice(1)
}

/** Scripts the browser would run from the page's own text (not data blocks such as JSON-LD). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes))
    .filter(([, attributes = '']) => {
      const type = /\btype="([^"]*)"/.exec(attributes)?.[1]
      return !type || type === 'module' || type === 'text/javascript'
    })
    .map(([, , text = '']) => text)
}

test('the shipped CSP admits every inline script of every built page, by hash', async () => {
  const sources = scriptSources()
  expect(sources).toContain("'self'")
  expect(sources).not.toContain("'unsafe-inline'")
  const unadmitted: string[] = []
  let scripts = 0
  for (const file of await htmlFiles()) {
    for (const script of inlineScripts(readFileSync(file, 'utf8'))) {
      scripts += 1
      const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
      if (!sources.includes(hash))
        unadmitted.push(`${relative(CLIENT, file)}: ${script.slice(0, 60)}`)
    }
  }
  expect(scripts).toBeGreaterThan(0)
  expect(unadmitted).toEqual([])
})

test('Vercel gets the same headers as Netlify and Cloudflare Pages, on its 404s too', () => {
  const vercel = JSON.parse(readFileSync(join(CLIENT, 'vercel.json'), 'utf8')) as {
    routes: { continue?: boolean; status?: number; headers?: Record<string, string> }[]
  }
  const headerRoutes = vercel.routes.filter((route) => route.continue)
  expect(headerRoutes.map((route) => route.headers)).toEqual(
    readHeadersFile().map((block) => block.headers),
  )
  // Routes that answer by themselves (404s, redirects, pages by rewrite) repeat them.
  const notFound = vercel.routes.filter((route) => route.status === 404)
  expect(notFound.length).toBeGreaterThan(0)
  for (const route of notFound) expect(route.headers).toEqual(shippedHeadersFor('/404'))
})

test('npm start sends the headers the host configurations ship', async ({ request }) => {
  const asset = (await request.get('/').then((r) => r.text())).match(/src="(\/assets\/[^"]+)"/)?.[1]
  expect(asset).toBeTruthy()
  const paths = [
    '/',
    '/es/services/seo',
    '/pt/blueprint',
    asset ?? '',
    '/downloads/nexa-digital-saas-blueprint-pt.md',
    '/pt/llms.txt',
    '/robots.txt',
    '/es/no-such-page',
  ]
  for (const path of paths) {
    const response = await request.get(path)
    const sent = response.headers()
    for (const [name, value] of Object.entries(shippedHeadersFor(path))) {
      expect(sent[name.toLowerCase()], `${name} of ${path}`).toBe(value)
    }
  }
  const page = await request.get('/es/services')
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  expect((await request.get(asset ?? '')).headers()['cache-control']).toContain('immutable')
})

test('npm start answers unknown URLs as the shipped Netlify rules do: the nearest 404, status 404', async ({
  request,
}) => {
  const rules = netlifyNotFoundRules()
  const probes = locales.flatMap(({ prefix }) => [
    `${prefix}/no-such-page`,
    `${prefix}/blog/no-such-post`,
  ])
  for (const probe of probes) {
    const rule = rules.find(({ from }) => pathMatches(from, probe))
    expect(rule?.status, probe).toBe(404)
    const response = await request.get(probe)
    expect(response.status(), probe).toBe(404)
    expect(await response.text(), `${probe} answers ${rule?.to}`).toBe(
      readFileSync(join(CLIENT, rule?.to ?? ''), 'utf8'),
    )
  }
})

test('pages with inline scripts run them under the CSP, which refuses any other', async ({
  page,
}) => {
  const violations = await recordCspViolations(page)
  // The home page's intro runs only with motion allowed; the blueprint restores stored ticks.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await gotoHydrated(page, '/')
  await expect(page.locator('html')).toHaveAttribute('data-intro', /loading|moving|ready/)
  await page.evaluate((id) => localStorage.setItem(id, 'true'), checklistItemIds[0])
  await gotoHydrated(page, '/es/blueprint')
  await expect(page.getByRole('checkbox').first()).toBeChecked()
  expect(await violations()).toEqual([])

  // The policy is enforced, not merely sent: an injected inline script is refused.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)])
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)
})
