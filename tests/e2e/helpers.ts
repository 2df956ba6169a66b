import { type ConsoleMessage, expect, type Locator, type Page } from '@playwright/test'

import { normalize } from '../text'

/** The site's own locale table: tests follow it rather than restate it. */
export { locales } from '../../src/config/locales'

export const PHONE = { width: 390, height: 844 }

/**
 * How long a page's script and its islands may take to start. On a busy 2-core machine loading
 * and hydrating an island takes seconds: expect's default 5 s is a benchmark of the machine, not
 * a test of the page.
 */
const HYDRATION_TIMEOUT = 30_000

/**
 * Waits until the page's script has run (its menus and language links answer) and every island
 * on its first screen has hydrated, so clicks reach their handlers.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-ready', '', {
    timeout: HYDRATION_TIMEOUT,
  })
  const unhydratedOnScreen = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
          (island) => island.getBoundingClientRect().top < innerHeight && !island.dataset.hydrated,
        ).length,
    )
  await expect.poll(unhydratedOnScreen, { timeout: HYDRATION_TIMEOUT }).toBe(0)
}

/** Waits until an island (its `[data-island]` element) has hydrated, bringing it near first. */
export async function waitForIsland(island: Locator) {
  await island.scrollIntoViewIfNeeded()
  await expect(island).toHaveAttribute('data-hydrated', 'true', { timeout: HYDRATION_TIMEOUT })
}

/** Brings the footer into view, as a visitor scrolling to it does. */
export async function waitForFooter(page: Page) {
  await page.locator('footer a').first().scrollIntoViewIfNeeded()
}

/** Opens a page and waits until its script has run and its first screen's islands hydrated. */
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
 * button: a visitor would try to press it. A hero's picture of the work (a store's "Add to Cart")
 * is a drawing, framed as one, and not counted.
 */
export function buttonLookalikes(region: Locator): Promise<string[]> {
  return region.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((element) => !element.closest('a, button, [data-hero-visual]'))
      .filter((element) => element.textContent?.trim())
      .filter((element) => {
        const style = getComputedStyle(element)
        const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)'
        const outlined = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0
        return (filled || outlined) && parseFloat(style.borderTopLeftRadius) >= 12
      })
      .map((element) => element.textContent?.trim() ?? ''),
  )
}

/**
 * Puts the page on Playwright's fake clock, paused: time moves only when a test runs it forward
 * (`page.clock.runFor`), so timers (an intro, a message that goes after 5 s) can be checked exactly.
 */
export async function freezeClock(page: Page) {
  const start = new Date('2026-03-02T10:00:00Z').getTime()
  await page.clock.install({ time: start })
  // Later than the install: pausing at a time the clock already passed is an error, and on a
  // loaded machine over a second can pass between the two calls.
  await page.clock.pauseAt(start + 60_000)
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
