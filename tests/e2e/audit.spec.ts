import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, test } from '@playwright/test'

import { splitLocale } from '../../src/features/i18n/localePath'
import { notFoundProbes, readSitemap, readUnlistedPages } from '../audit/sitePages'
import { collectBrowserErrors, gotoHydrated, locales, recordCspViolations } from './helpers'

/**
 * The site audit's browser half: every page of the sitemap in every locale, plus unknown
 * addresses in each (the site's and the blog's not-found pages), loaded as a visitor loads them.
 * Pages are discovered, never listed, so a page is audited the day it lands; each test names
 * the page and every fault it found. What needs no browser (valid HTML, canonical, hreflang,
 * structured data, links to pages that exist) is the static half, `tests/dist/siteAudit.test.ts`.
 */

const pages = [
  ...readSitemap().map((entry) => ({ path: entry.path, status: 200 })),
  ...readUnlistedPages().map((path) => ({ path, status: 200 })),
  ...notFoundProbes.map((path) => ({ path, status: 404 })),
]

/** Status of the addresses pages refer to, fetched once per worker. */
const statuses = new Map<string, Promise<number>>()
function statusOf(request: APIRequestContext, path: string) {
  let status = statuses.get(path)
  if (!status) {
    status = request.get(path).then((response) => response.status())
    statuses.set(path, status)
  }
  return status
}

for (const { path, status } of pages) {
  test(`audit ${path}: answers ${status} and loads under the shipped CSP with no violation, broken or third-party request, console error or axe violation`, async ({
    page,
    request,
  }) => {
    const faults: string[] = []
    const origin = new URL(test.info().project.use.baseURL ?? '').origin
    const errors = collectBrowserErrors(page)
    const cspViolations = await recordCspViolations(page)
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (/^https?:$/.test(url.protocol) && url.origin !== origin)
        faults.push(`request to another host: ${r.url()}`)
    })
    page.on('response', (r) => {
      const isDocument =
        r.request().resourceType() === 'document' && r.url() === new URL(path, origin).href
      if (new URL(r.url()).origin === origin && !isDocument && r.status() !== 200) {
        faults.push(`${r.request().resourceType()} ${r.url()} answers ${r.status()}`)
      }
    })
    page.on('requestfailed', (r) =>
      faults.push(`request failed: ${r.url()} (${r.failure()?.errorText})`),
    )

    await page.emulateMedia({ reducedMotion: 'reduce' })
    const response = await gotoHydrated(page, path)
    if (response?.status() !== status) faults.push(`answers ${response?.status()}, not ${status}`)

    // Every address the page refers to on its own site must answer 200: the static audit knows
    // which pages exist, only the server knows what it answers for files, feeds and assets.
    const references = await page.evaluate(() => [
      ...[...document.querySelectorAll('a[href]')].map((a) => [
        'link',
        (a as HTMLAnchorElement).href,
      ]),
      ...[...document.querySelectorAll('img[src]')].map((i) => [
        'image',
        (i as HTMLImageElement).src,
      ]),
      ...[...document.querySelectorAll('script[src]')].map((s) => [
        'script',
        (s as HTMLScriptElement).src,
      ]),
      ...[...document.querySelectorAll('link[href]')]
        .filter((l) => !['canonical', 'alternate'].includes(l.getAttribute('rel') ?? ''))
        .map((l) => [`<link rel=${l.getAttribute('rel')}>`, (l as HTMLLinkElement).href]),
    ])
    // The page's own address (in-page anchors such as the skip link) is checked above.
    const checked = new Set<string>([path])
    for (const [kind, href] of references) {
      const url = new URL(href as string)
      if (url.origin !== origin || checked.has(url.pathname)) continue
      checked.add(url.pathname)
      const referenced = await statusOf(request, url.pathname)
      if (referenced !== 200) faults.push(`${kind} ${url.pathname} answers ${referenced}`)
    }
    // Before axe runs: its own injected code is no part of the page.
    faults.push(...(await cspViolations()).map((violation) => `CSP refused ${violation}`))

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    for (const violation of axe.violations) {
      faults.push(
        `axe ${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((n) => n.target.join(' '))
          .join('; ')}`,
      )
    }
    faults.push(...errors)

    expect(faults, `${path}:\n${faults.join('\n')}`).toEqual([])
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // One visit per page in one browser page: without scripts a load is cheap, the test's own
  // start is not. The faults name the page.
  for (const { code } of locales) {
    test(`every ${code} page shows its main heading and leaves nothing in <main> invisible`, async ({
      page,
    }) => {
      const localePages = pages.filter((p) => splitLocale(p.path).locale === code)
      // Its budget grows with the pages it visits: 30 s for twenty went by on a loaded machine.
      test.setTimeout(localePages.length * 10_000)
      const faults: string[] = []
      for (const { path } of localePages) {
        await page.goto(path)
        if (!(await page.locator('main h1').isVisible()))
          faults.push(`${path}: main heading hidden`)
        const invisible = await page
          .locator('main *')
          .evaluateAll((elements) =>
            elements
              .filter((el) => getComputedStyle(el).opacity === '0')
              .map((el) => el.outerHTML.slice(0, 100)),
          )
        faults.push(...invisible.map((html) => `${path}: opacity 0: ${html}`))
      }
      expect(faults).toEqual([])
    })
  }
})
