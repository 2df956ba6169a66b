import { expect, type Page, test } from '@playwright/test'

import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated } from './helpers'

// Pages, not an app: speculation rules, the bfcache and view transitions make links quick; which links are never fetched ahead: tests/dist/speculationRules.test.ts.
const en = copyIn('en')

/** How the page on screen was delivered and shown: `deliveryType` says it was prefetched. */
const arrival = () =>
  performance.getEntriesByType('navigation').map((entry) => ({
    type: (entry as PerformanceNavigationTiming).type,
    deliveryType: (entry as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType,
  }))[0]

test('a link the pointer rests on is fetched ahead, so the click lands without a network wait', async ({
  page,
}) => {
  const errors = collectBrowserErrors(page)
  await gotoHydrated(page, '/')
  const about = page.locator('header').getByRole('link', { name: en('common:nav.about') })
  const fetched = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/about' &&
      (request.headers()['sec-purpose'] ?? '').startsWith('prefetch'),
  )
  await about.hover()
  await fetched
  await about.click()
  await expect(page).toHaveURL('/about')
  expect(await page.evaluate(arrival)).toEqual({
    type: 'navigate',
    deliveryType: 'navigational-prefetch',
  })
  expect(errors).toEqual([])
})

async function revealedByTransition(page: Page, from: string) {
  await page.addInitScript(() => {
    addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition: unknown }).viewTransition
      document.documentElement.dataset.transition = String(Boolean(transition))
    })
  })
  await gotoHydrated(page, from)
  await page
    .locator('header')
    .getByRole('link', { name: en('common:nav.blog') })
    .click()
  await expect(page).toHaveURL('/blog')
  await expect(page.locator('html')).toHaveAttribute('data-transition', /true|false/)
  return page.locator('html').getAttribute('data-transition')
}

test('a page of the site fades into the next', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await revealedByTransition(page, '/about')).toBe('true')
})

test('under reduced motion a page follows the last with no transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await revealedByTransition(page, '/about')).toBe('false')
})
