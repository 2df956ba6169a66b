import { expect, test } from '@playwright/test'

import { CLIENT_DIR, gzipSize } from '../../scripts/lib/pageAssets.mjs'
import { localeInfo } from '../../src/config/locales'
import { splitLocale } from '../../src/features/i18n/localePath'
import { notFoundProbes, readSitemap, readUnlistedPages } from '../audit/sitePages'
import { gotoHydrated } from './helpers'

/**
 * Initial JavaScript per page: what a visitor's browser downloads until the page is hydrated,
 * gzipped (level 9) as a host would serve it. Sizes are deterministic, so this is a budget, not
 * a timing test: a page that grows past it fails, named with its size.
 */
const BUDGET_KB = 115

const pages = [
  ...readSitemap().map((entry) => entry.path),
  ...readUnlistedPages(),
  ...notFoundProbes,
]

for (const path of pages) {
  const { locale } = splitLocale(path)

  test.describe(() => {
    // The page's own language: a browser preferring another would also fetch the language
    // notice's strings, which only such visitors download.
    test.use({ locale: localeInfo(locale).tag })

    test(`${path} loads at most ${BUDGET_KB} KB of JavaScript (gzipped) before it is hydrated`, async ({
      page,
    }) => {
      const origin = new URL(test.info().project.use.baseURL ?? '').origin
      const scripts = new Set<string>()
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.origin === origin && request.resourceType() === 'script') scripts.add(url.pathname)
      })
      await gotoHydrated(page, path)

      const sizes = await Promise.all(
        [...scripts].map(async (script) => ({
          script,
          kb: (await gzipSize(script, CLIENT_DIR)) / 1024,
        })),
      )
      const total = sizes.reduce((sum, { kb }) => sum + kb, 0)
      const listing = sizes.map(({ script, kb }) => `${kb.toFixed(1)} ${script}`).join('\n')
      expect(total, `${path} loads ${total.toFixed(1)} KB:\n${listing}`).toBeLessThanOrEqual(
        BUDGET_KB,
      )
    })
  })
}
