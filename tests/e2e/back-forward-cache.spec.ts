import { expect, test } from '@playwright/test'

import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs'
import { gotoHydrated } from './helpers'

// Playwright turns the bfcache off in browsers it starts; this file's own has it, as visitors' do.
test.use({
  launchOptions: {
    executablePath: chromiumExecutable,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
})

test('Back shows the page as it was left, from the back/forward cache, scrolled where the visitor was', async ({
  page,
}) => {
  await gotoHydrated(page, '/about')
  await page.evaluate(() => {
    scrollTo({ top: 1200, behavior: 'instant' })
    addEventListener('pageshow', (event) => {
      document.documentElement.dataset.restored = String(event.persisted)
    })
  })
  // Followed where the visitor is, as a tap does: Playwright's own click would scroll to it first.
  await page.locator('footer a[href="/privacy"]').dispatchEvent('click')
  await expect(page).toHaveURL('/privacy')
  await page.goBack({ waitUntil: 'commit' })
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'true')
  expect(await page.evaluate(() => scrollY)).toBe(1200)
})
