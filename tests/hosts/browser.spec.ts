import { expect, test } from '@playwright/test'

import { localizePath } from '../../src/features/i18n/localePath'
import { collectBrowserErrors, gotoHydrated, locales, recordCspViolations } from '../e2e/helpers'

/** Five kinds of page, loaded and hydrated by Chromium under the host's own headers. */
const pages = ['/', '/services/seo', '/blueprint', '/blog/cro-for-saas', '/contact']

for (const { code } of locales) {
  test(`home, a service, the blueprint, a post and contact load with no CSP violation or console error (${code})`, async ({
    page,
  }) => {
    const violations = await recordCspViolations(page)
    const errors = collectBrowserErrors(page)
    for (const path of pages) {
      const address = localizePath(code, path)
      const response = await gotoHydrated(page, address)
      expect(response?.status(), address).toBe(200)
      expect(new URL(page.url()).pathname, 'no redirect on the way').toBe(address)
      expect(await violations(), address).toEqual([])
    }
    expect(errors).toEqual([])
  })
}
