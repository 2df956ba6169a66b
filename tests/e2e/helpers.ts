import { type ConsoleMessage, expect, type Locator, type Page } from '@playwright/test'

import { normalize } from '../text'

/** The site's own locale table: tests follow it rather than restate it. */
export { locales } from '../../src/config/locales'

export const PHONE = { width: 390, height: 844 }

/**
 * How long a page may take to hydrate. The app is requested only after the load event, and on a
 * busy 2-core machine evaluating and hydrating it takes seconds: expect's default 5 s is a
 * benchmark of the machine, not a test of the page.
 */
const HYDRATION_TIMEOUT = 30_000

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
    timeout: HYDRATION_TIMEOUT,
  })
}

/** Whether React has hydrated the element: it then keeps its own handle on it. */
export const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))

/**
 * Scrolls the footer near the screen and waits until it has hydrated. Its code is fetched only
 * then (src/app/Layout.tsx), so a footer link taken before loads its page anew, as without
 * JavaScript, rather than changing the page in the app.
 */
export async function waitForFooter(page: Page) {
  const link = page.locator('footer a').first()
  await link.scrollIntoViewIfNeeded()
  await expect.poll(() => isHydrated(link), { timeout: HYDRATION_TIMEOUT }).toBe(true)
}

/** Opens a page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await waitForHydration(page)
  return response
}

/**
 * Collects what the browser reports as errors: console errors (React's hydration warnings are
 * console errors) and uncaught exceptions. The not-found page's own 404 status is expected.
 */
export function collectBrowserErrors(page: Page): string[] {
  const errors: string[] = []
  const isExpected404 = (message: ConsoleMessage) =>
    /status of 404/.test(message.text()) && message.location().url === page.url()
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !isExpected404(message)) {
      errors.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

export { normalize } from '../text'

/** The visible texts of every element a locator matches, normalized, in document order. */
export async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map(normalize)
}

/**
 * Text in `region` dressed as a button, a rounded box filled or outlined, that is no link or
 * button: a visitor would try to press it.
 */
export function buttonLookalikes(region: Locator): Promise<string[]> {
  return region.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((element) => !element.closest('a, button') && element.textContent?.trim())
      .filter((element) => {
        const style = getComputedStyle(element)
        const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)'
        const outlined = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0
        return (filled || outlined) && parseFloat(style.borderTopLeftRadius) >= 12
      })
      .map((element) => element.textContent?.trim() ?? ''),
  )
}

/** Every JSON-LD block of the page, parsed. */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')))
}

/**
 * Puts the page on Playwright's fake clock, paused: time moves only when a test runs it forward
 * (`page.clock.runFor`), so timers (an intro, a message that goes after 5 s) can be checked exactly.
 */
export async function freezeClock(page: Page) {
  const start = new Date('2026-03-02T10:00:00Z').getTime()
  await page.clock.install({ time: start })
  // A moment later than the install: pausing at a time the clock already passed is an error.
  await page.clock.pauseAt(start + 1000)
}

/** Every CSP violation the page reports, from the moment it starts loading. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI || event.sample}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}
