import { expect, test } from '@playwright/test'

import { gotoHydrated } from './helpers'

// The app's entry must not compete with the stylesheet and the font for the first paint: the
// page asks for it only once it has loaded and painted (src/features/app-loader/appLoader.ts).
for (const path of ['/', '/es/services/seo', '/pt/contact']) {
  test(`${path} requests the app only after its load event and first paint, then hydrates`, async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    const timing = await page.evaluate(() => {
      const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry
      const request = performance
        .getEntriesByType('resource')
        .find((resource) => entry !== undefined && resource.name.endsWith(entry))
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      return {
        requested: request?.startTime,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        loaded: navigation?.loadEventStart,
        moduleTags: document.querySelectorAll('script[type="module"][src]').length,
      }
    })
    expect(timing.requested, 'the entry was requested').toBeDefined()
    expect(timing.firstPaint, 'the page painted').toBeDefined()
    expect(timing.requested).toBeGreaterThanOrEqual(timing.firstPaint ?? Infinity)
    expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded ?? Infinity)
    // The only module tag is the one the loader added.
    expect(timing.moduleTags).toBe(1)
  })
}
