import { resolve } from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'

import { site } from '../../src/config/site'
import { splitLocale } from '../../src/features/i18n/localePath'
import { localeInfo } from '../../src/features/i18n/locales'
import { type AlternateLink, hreflangFaults, sameAlternates } from '../audit/hreflangFaults'
import { jsonLdFaults } from '../audit/jsonLdFaults'
import { notFoundProbes, readSitemap, sitePath } from '../audit/sitePages'
import { collectBrowserErrors, gotoHydrated, recordCspViolations } from './helpers'

/**
 * The site audit: every page of the sitemap in every locale, plus an unknown address per
 * locale (the not-found pages), checked for what search engines, answer engines and visitors
 * with assistive technology need. Pages are discovered, never listed, so a page is audited
 * the day it lands. Each test names the page and every fault it found.
 */

const sitemap = readSitemap()
const sitemapPaths = new Set(sitemap.map((entry) => entry.path))
const pages = [
  ...sitemap.map((entry) => ({ path: entry.path, indexable: true })),
  ...notFoundProbes.map((path) => ({ path, indexable: false })),
]
const htmlValidate = new HtmlValidate(new FileSystemConfigLoader())

interface HeadFacts {
  lang: string
  robots: string
  canonicals: string[]
  alternates: AlternateLink[]
  jsonLd: string[]
}

/** What the served HTML's head says, read by the browser's own parser (nothing runs or loads). */
async function readHead(page: Page, html: string): Promise<HeadFacts> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html')
    return {
      lang: document.documentElement.lang,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (l) => l.getAttribute('href') ?? '',
      ),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => ({
        hreflang: l.getAttribute('hreflang') ?? '',
        href: l.getAttribute('href') ?? '',
      })),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => s.textContent ?? '',
      ),
    }
  }, html)
}

const isNoindex = (robots: string) => /\bnoindex\b/i.test(robots)

/** Status and head of other pages, fetched once per worker. */
const fetched = new Map<string, Promise<{ status: number; html: string }>>()
function fetchPage(request: APIRequestContext, path: string) {
  let result = fetched.get(path)
  if (!result) {
    result = request.get(path).then(async (r) => ({ status: r.status(), html: await r.text() }))
    fetched.set(path, result)
  }
  return result
}

for (const { path, indexable } of pages) {
  test.describe(`audit ${path}`, () => {
    test('serves valid HTML with consistent language, canonical, hreflang and structured data', async ({
      page,
      request,
    }) => {
      const faults: string[] = []
      const response = await request.get(path)
      const expectedStatus = indexable ? 200 : 404
      if (response.status() !== expectedStatus)
        faults.push(`answers ${response.status()}, not ${expectedStatus}`)
      const html = await response.text()

      const report = await htmlValidate.validateString(
        html,
        resolve('dist/client', `.${path}.html`),
      )
      for (const message of report.results.flatMap((r) => r.messages)) {
        if (message.severity === 2)
          faults.push(`html-validate ${message.ruleId}: ${message.message} (line ${message.line})`)
      }

      const head = await readHead(page, html)
      const { locale } = splitLocale(path)
      if (head.lang !== localeInfo(locale).tag)
        faults.push(`<html lang="${head.lang}">, expected ${localeInfo(locale).tag}`)

      const ownUrl = `${site.origin}${path}`
      if (indexable) {
        if (isNoindex(head.robots))
          faults.push(`listed in the sitemap but robots says "${head.robots}"`)
        if (head.canonicals.length !== 1 || head.canonicals[0] !== ownUrl) {
          faults.push(
            `canonical is [${head.canonicals.join(', ')}], not the page itself (${ownUrl})`,
          )
        }
        faults.push(...hreflangFaults(head.alternates, ownUrl))
        const entry = sitemap.find((e) => e.path === path)
        if (entry && !sameAlternates(entry.alternates, head.alternates)) {
          faults.push('the sitemap lists other alternates than the page itself')
        }
        for (const alternate of head.alternates) {
          const alternatePath = sitePath(alternate.href)
          if (!alternatePath) {
            faults.push(`hreflang ${alternate.hreflang} points off the site: ${alternate.href}`)
            continue
          }
          const other = await fetchPage(request, alternatePath)
          if (other.status !== 200) {
            faults.push(
              `hreflang ${alternate.hreflang} -> ${alternatePath} answers ${other.status}`,
            )
            continue
          }
          const otherHead = await readHead(page, other.html)
          const expectedLang =
            alternate.hreflang === 'x-default' ? 'en' : alternate.hreflang.split('-')[0]
          if (otherHead.lang.split('-')[0] !== expectedLang) {
            faults.push(
              `hreflang ${alternate.hreflang} -> ${alternatePath} is a page in "${otherHead.lang}"`,
            )
          }
          if (!sameAlternates(otherHead.alternates, head.alternates)) {
            faults.push(`hreflang is not reciprocal: ${alternatePath} lists other alternates`)
          }
        }
      } else {
        if (!isNoindex(head.robots))
          faults.push(`not-found page is indexable (robots "${head.robots}")`)
        if (head.canonicals.some((c) => c !== ownUrl))
          faults.push(`not-found page names a canonical: ${head.canonicals}`)
      }

      head.jsonLd.forEach((text, index) =>
        faults.push(...jsonLdFaults(text, `JSON-LD block ${index + 1}`)),
      )

      expect(faults, `${path}:\n${faults.join('\n')}`).toEqual([])
    })

    test('loads in a browser under the shipped CSP with no violation, broken or third-party request, console error or axe violation', async ({
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
      await gotoHydrated(page, path)
      await page.waitForLoadState('networkidle')

      // Every address the page refers to on its own site must answer 200.
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
        if (url.origin !== origin) continue
        const target = url.pathname
        if (checked.has(target)) continue
        checked.add(target)
        const { status, html } = await fetchPage(request, target)
        if (status !== 200) {
          faults.push(`${kind} ${target} answers ${status}`)
          continue
        }
        if (
          kind === 'link' &&
          /<html/i.test(html) &&
          !/<meta name="robots" content="[^"]*noindex/.test(html)
        ) {
          if (!sitemapPaths.has(target))
            faults.push(`indexable page ${target} is missing from the sitemap`)
        }
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

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('shows its main heading and leaves nothing in <main> invisible', async ({ page }) => {
        await page.goto(path)
        await expect(page.locator('main h1'), `${path}: main heading`).toBeVisible()
        const invisible = await page
          .locator('main *')
          .evaluateAll((elements) =>
            elements
              .filter((el) => getComputedStyle(el).opacity === '0')
              .map((el) => el.outerHTML.slice(0, 100)),
          )
        expect(invisible, `${path}: elements with opacity 0`).toEqual([])
      })
    })
  })
}
