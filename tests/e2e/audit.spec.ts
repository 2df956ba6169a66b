import { type APIRequestContext, expect, test } from '@playwright/test'

import { CLIENT_DIR, gzipSize, scrollThrough } from '../../scripts/lib/pageAssets.mjs'
import { localeInfo } from '../../src/config/locales'
import { splitLocale } from '../../src/features/i18n/localePath'
import { auditedPages } from '../audit/sitePages'
import { axeOf, pa11yErrors } from './accessibilityEngines'
import { collectBrowserErrors, gotoHydrated, recordCspViolations } from './helpers'
import { lowContrastText } from './paintedContrast'

// Gzipped (level 9) as a host serves them; sizes are deterministic, so a budget, not a timing.
const JS_BUDGET_KB = { withoutIslands: 5, withIslands: 80 }

const pages = auditedPages()

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
  test.describe(() => {
    // A browser preferring another language also fetches the language notice's strings.
    test.use({ locale: localeInfo(splitLocale(path).locale).tag })

    test(`audit ${path}: answers ${status}, loads at most ${JS_BUDGET_KB.withoutIslands} KB of JavaScript (gzipped), ${JS_BUDGET_KB.withIslands} KB with islands, under the shipped CSP with no violation, broken or third-party request, console error, axe violation, pa11y error or text under its contrast at 1440 px`, async ({
      page,
      request,
    }) => {
      // Two engines and a photograph of a long page: minutes on a loaded machine.
      test.slow()
      const faults: string[] = []
      const origin = new URL(test.info().project.use.baseURL ?? '').origin
      const errors = collectBrowserErrors(page)
      const cspViolations = await recordCspViolations(page)
      const scripts = new Set<string>()
      page.on('request', (r) => {
        const url = new URL(r.url())
        if (/^https?:$/.test(url.protocol) && url.origin !== origin)
          faults.push(`request to another host: ${r.url()}`)
        if (url.origin === origin && r.resourceType() === 'script') scripts.add(url.pathname)
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

      // Reduced motion shows every section at once for axe; the scripts loaded are the same.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const response = await gotoHydrated(page, path)
      if (response?.status() !== status) faults.push(`answers ${response?.status()}, not ${status}`)
      await scrollThrough(page)
      await page.evaluate(() => scrollTo(0, 0))
      const hasIslands = (await page.locator('[data-island]').count()) > 0
      const budget = hasIslands ? JS_BUDGET_KB.withIslands : JS_BUDGET_KB.withoutIslands
      const sizes = await Promise.all(
        [...scripts].map(async (script) => ({
          script,
          kb: (await gzipSize(script, CLIENT_DIR)) / 1024,
        })),
      )
      const loadedKb = sizes.reduce((sum, { kb }) => sum + kb, 0)
      if (loadedKb > budget) {
        faults.push(
          `loads ${loadedKb.toFixed(1)} KB of JavaScript, over ${budget} KB:`,
          ...sizes.map(({ script, kb }) => `  ${kb.toFixed(1)} ${script}`),
        )
      }

      // The static audit knows which pages exist; only the server knows what it answers for files.
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

      // Contrast is measured on the painted page below, which sees the gradients axe reports as incomplete.
      const axe = await axeOf(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .disableRules(['color-contrast'])
        .analyze()
      for (const violation of axe.violations) {
        faults.push(
          `axe ${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .map((n) => n.target.join(' '))
            .join('; ')}`,
        )
      }
      // In this visit: a visit of pa11y's own, in its own Chromium, cost about a minute a run.
      faults.push(...(await pa11yErrors(page)).map((error) => `pa11y ${error}`))
      // Last: it hides the text for a moment, which the engines above would read as a fault.
      faults.push(...(await lowContrastText(page)).map((line) => `contrast ${line}`))
      faults.push(...errors)

      expect(faults, `${path}:\n${faults.join('\n')}`).toEqual([])
    })
  })
}
