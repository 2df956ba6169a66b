import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { type APIResponse, expect, test } from '@playwright/test'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { localeInfo, locales } from '../../src/config/locales'
import { splitLocale } from '../../src/features/i18n/localePath'
import { movedPages } from '../../tooling/canonicalRedirects'
import { notFoundProbes, readSitemap } from '../audit/sitePages'
import { shippedHeadersFor } from '../e2e/shippedHostFiles'

/** Every address the site names answers 200 at itself on each host's runtime: a redirect is reported by search engines as "page with redirect". */

const sitemap = readSitemap()
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1]
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
const noFollow = { maxRedirects: 0 }

/** A `vercel.json` redirect sends its Location as written, with no way to name the query (docs/deploying.md). */
const HOSTS_DROPPING_QUERY: readonly string[] = ['vercel']

function locationPath(response: APIResponse): string | undefined {
  const location = response.headers().location
  return location === undefined ? undefined : new URL(location, 'http://host').pathname
}

test('every sitemap URL answers 200 at its own address, in its language, with no redirect', async ({
  request,
}) => {
  const faults: string[] = []
  for (const { path, url } of sitemap) {
    const response = await request.get(path, noFollow)
    if (response.status() !== 200) {
      faults.push(`${path}: ${response.status()} ${locationPath(response) ?? ''}`.trim())
      continue
    }
    const html = await response.text()
    const { tag } = localeInfo(splitLocale(path).locale)
    if (htmlLang(html) !== tag) faults.push(`${path}: <html lang="${htmlLang(html)}">, not ${tag}`)
    if (canonicalOf(html) !== url) faults.push(`${path}: canonical ${canonicalOf(html)}`)
  }
  test.info().annotations.push({ type: 'sitemap URLs', description: String(sitemap.length) })
  expect(sitemap.length).toBeGreaterThanOrEqual(45)
  // Each page's hreflang alternates are sitemap URLs too, so every one of them was asked.
  const listed = new Set(sitemap.map(({ url }) => url))
  const alternates = sitemap.flatMap(({ alternates }) => alternates.map(({ href }) => href))
  expect(alternates.filter((href) => !listed.has(href))).toEqual([])
  expect(faults).toEqual([])
})

test('other spellings redirect permanently to the address, or serve the page naming it canonical', async ({
  request,
}) => {
  const faults: string[] = []
  let redirected = 0
  let served = 0
  for (const { path, url } of sitemap) {
    const spellings = path === '/' ? ['/index.html'] : [`${path}/`, `${path}.html`]
    for (const spelling of spellings) {
      const response = await request.get(spelling, noFollow)
      if ([301, 308].includes(response.status()) && locationPath(response) === path) {
        redirected += 1
      } else if (response.status() === 200 && canonicalOf(await response.text()) === url) {
        served += 1
      } else {
        faults.push(`${spelling}: ${response.status()} ${locationPath(response) ?? ''}`.trim())
      }
    }
  }
  test.info().annotations.push({
    type: 'other spellings',
    description: `${redirected} redirected permanently, ${served} served with the canonical`,
  })
  expect(faults).toEqual([])
})

test('a page’s former address in English words, with or without a trailing slash, answers one permanent redirect to the page, its query kept', async ({
  request,
}) => {
  const host = test.info().project.name
  const moved = movedPages(CLIENT_DIR)
  // Every translated page in Spanish and Portuguese, each with and without its trailing slash.
  expect(moved.size).toBeGreaterThanOrEqual(60)
  expect([...moved.keys()].filter((from) => from.endsWith('/'))).toHaveLength(moved.size / 2)
  const faults: string[] = []
  for (const [from, to] of moved) {
    const response = await request.get(`${from}?utm_source=x`, noFollow)
    const location = new URL(response.headers().location ?? '', 'http://host')
    if (response.status() !== 301 || location.pathname !== to) {
      faults.push(`${from}: ${response.status()} ${locationPath(response) ?? ''}`.trim())
      continue
    }
    if (location.search !== '?utm_source=x' && !HOSTS_DROPPING_QUERY.includes(host)) {
      faults.push(`${from}?utm_source=x: ${location.href}, the query lost`)
    }
    const page = await request.get(to, noFollow)
    if (page.status() !== 200) faults.push(`${from} -> ${to}: ${page.status()}, a chain`)
  }
  expect(faults).toEqual([])
})

test('an unknown URL answers 404 with its language’s and section’s not-found page and the CSP', async ({
  request,
}) => {
  for (const probe of notFoundProbes) {
    const { prefix } = localeInfo(splitLocale(probe).locale)
    const page = probe.includes('/blog/') ? `${prefix}/blog/404.html` : `${prefix}/404.html`
    const response = await request.get(probe, noFollow)
    expect(response.status(), probe).toBe(404)
    expect(await response.text(), `${probe} answers ${page}`).toBe(
      readFileSync(join(CLIENT_DIR, page), 'utf8'),
    )
    expect(response.headers()['content-security-policy'], `${probe}'s CSP`).toBe(
      shippedHeadersFor(probe)['Content-Security-Policy'],
    )
  }
})

test('a not-found page’s own address serves it without a redirect, kept out of search', async ({
  request,
}) => {
  for (const { prefix, tag } of locales) {
    for (const path of [`${prefix}/404`, `${prefix}/blog/404`]) {
      const response = await request.get(path, noFollow)
      // No host serves it otherwise without code at the edge; it is `noindex` and in no sitemap.
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(htmlLang(html), path).toBe(tag)
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"')
      expect(canonicalOf(html), path).toBeUndefined()
      const byName = await request.get(`${path}.html`, noFollow)
      if (byName.status() !== 200) {
        expect([301, 308], `${path}.html`).toContain(byName.status())
        expect(locationPath(byName), `${path}.html`).toBe(path)
      }
    }
  }
})
