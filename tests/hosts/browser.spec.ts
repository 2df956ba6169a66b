import { expect, test } from '@playwright/test'

import { localizePath } from '../../src/features/i18n/localePath'
import { postIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, locales, recordCspViolations } from '../e2e/helpers'

const pages = ['/', '/services/seo', '/blueprint', '/blog/:post', '/contact']

for (const { code } of locales) {
  test(`home, a service, the blueprint, a post and contact load with no CSP violation or console error (${code})`, async ({
    page,
  }) => {
    const violations = await recordCspViolations(page)
    const errors = collectBrowserErrors(page)
    for (const path of pages) {
      // The post at its slug in this language, which its translation may give it.
      const address = localizePath(code, path.replace(':post', postIn(code, 'cro-for-saas').slug))
      const response = await gotoHydrated(page, address)
      expect(response?.status(), address).toBe(200)
      expect(new URL(page.url()).pathname, 'no redirect on the way').toBe(address)
      expect(await violations(), address).toEqual([])
    }
    expect(errors).toEqual([])
  })
}
