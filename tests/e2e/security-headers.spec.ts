import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from '@playwright/test'

import { CLIENT_DIR as CLIENT } from '../../scripts/lib/pageAssets.mjs'
import { checklistItemIds } from '../../src/content/blueprint'
import { gotoHydrated, locales, recordCspViolations } from './helpers'
import { netlifyNotFoundRules, pathMatches, shippedHeadersFor } from './shippedHostFiles'

// Held against `npm start`, which browser tests use; built files: tests/dist/hostFiles.test.ts.

test('npm start sends the headers the host configurations ship', async ({ request }) => {
  const asset = (await request.get('/').then((r) => r.text())).match(
    /<script src="(\/assets\/entries\/[^"]+)"/,
  )?.[1]
  expect(asset).toBeTruthy()
  const paths = [
    '/',
    '/es/servicios/seo',
    '/pt/blueprint',
    asset ?? '',
    '/downloads/nexa-digital-saas-blueprint-pt.md',
    '/es/servicios/seo.md',
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
  const twin = (await request.get('/es/servicios/seo.md')).headers()
  expect(twin['content-type']).toBe('text/markdown; charset=utf-8')
  expect(twin['x-robots-tag']).toBe('noindex')
  const page = await request.get('/es/servicios')
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
  await expect(page.locator('html')).toHaveAttribute('data-intro', 'play')
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
