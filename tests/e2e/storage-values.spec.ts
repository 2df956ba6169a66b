import { expect, type Page, test } from '@playwright/test'

import { browserStorageInventory } from '../../src/features/privacy/browserInventory'
import { collectBrowserErrors, gotoHydrated } from './helpers'

// Another script, an old version of the site or a full disk may have left anything in storage.
const keys = Object.values(browserStorageInventory).flatMap(({ keys }) => keys)

/** What each key holds before the site's scripts run; `null`: nothing, with the storage full. */
const cases: Record<string, string | null> = {
  corrupt: '{"ticked": tr',
  markup: '<img src=x onerror="window.injected=1">',
  // Twenty checklist keys of 100 KB: 2 of the 5 MB a browser gives a site.
  huge: 'x'.repeat(100_000),
  full: null,
}

async function storeBeforeScripts(page: Page, value: string | null) {
  await page.addInitScript(
    ({ keys, value }) => {
      // Once per visit of this test, not on every page load.
      if (sessionStorage.getItem('test:seeded')) return
      sessionStorage.setItem('test:seeded', 'yes')
      if (value !== null) {
        for (const key of keys) localStorage.setItem(key, value)
        return
      }
      // To the last byte, in ever smaller pieces, so every later write throws QuotaExceededError.
      let filler = 0
      for (const size of [262_144, 16_384, 1_024, 64, 1]) {
        for (;;) {
          try {
            localStorage.setItem(`test:fill:${filler}`, 'f'.repeat(size))
            filler += 1
          } catch {
            break
          }
        }
      }
    },
    { keys, value },
  )
}

for (const [kind, value] of Object.entries(cases)) {
  const what = value === null ? 'with the storage full' : `with a ${kind} value in each key`
  test(`every page works ${what}`, async ({ page }) => {
    const errors = collectBrowserErrors(page)
    await storeBeforeScripts(page, value)
    for (const path of ['/', '/es/servicios/cro', '/pt/contato', '/privacy', '/es/blueprint']) {
      await gotoHydrated(page, path)
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.locator('main')).not.toContainText('onerror')
    }
    // On /es/blueprint: nothing stored as exactly "true", so nothing ticked; a tick still holds.
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0)
    const box = page.locator('[data-checklist-item="setup1"]')
    await box.check()
    await expect(box).toBeChecked()
    await expect(page.locator('progress')).toHaveJSProperty('value', 1)
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
    // With the storage full the tick could not be stored: it holds for the visit all the same.
    if (value === null) {
      expect(await page.evaluate(() => localStorage.getItem('setup1'))).toBeNull()
    }
    expect(errors).toEqual([])
  })
}
