import { expect, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated, waitForFooter } from './helpers'

// Every page's load is the audit's (tests/e2e/audit.spec.ts); this is a navigation after it,
// under a language prefix, where the router's base path is in play.
test('no console errors or hydration warnings on a navigation from the not-found page', async ({
  page,
}) => {
  const errors = collectBrowserErrors(page)
  await gotoHydrated(page, '/es/unknown')
  await waitForFooter(page)
  await page.locator('footer').getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  expect(errors).toEqual([])
})
