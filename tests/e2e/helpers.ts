import { type ConsoleMessage, expect, type Locator, type Page } from '@playwright/test'

import { normalize } from '../text'

/** The site's own locale table: tests follow it rather than restate it. */
export { locales } from '../../src/config/locales'

export const PHONE = { width: 390, height: 844 }
/** playwright.config.ts's own viewport, for a test that comes back to it. */
export const DESKTOP = { width: 1440, height: 900 }

// expect's default 5 s fails on a busy 2-core machine, where hydrating an island takes seconds.
const HYDRATION_TIMEOUT = 30_000

/** Clicks before hydration reach no handler. */
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

/** Islands hydrate only once near the window, so it is scrolled there first. */
export async function waitForIsland(island: Locator) {
  await island.scrollIntoViewIfNeeded()
  await expect(island).toHaveAttribute('data-hydrated', 'true', { timeout: HYDRATION_TIMEOUT })
}

export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await waitForHydration(page)
  return response
}

// React's hydration warnings are console errors; the not-found page's own 404 status is expected.
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

export async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map(normalize)
}

// A visitor would try to press text dressed as a button; a hero's framed drawing is not counted.
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

// Paused, so timers (an intro, a message gone after 5 s) move only when a test runs the clock.
export async function freezeClock(page: Page) {
  const start = new Date('2026-03-02T10:00:00Z').getTime()
  await page.clock.install({ time: start })
  // Later than the install: pausing at a past time is an error, and seconds can pass in between.
  await page.clock.pauseAt(start + 60_000)
}

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

/** Runs in the page: the layout shifts so far, each described with the boxes it moved. */
export function layoutShifts() {
  return new Promise<{ value: number; described: string }[]>((resolve) => {
    type Shift = PerformanceEntry & {
      value: number
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    const describe = ({ value, startTime, sources }: Shift) =>
      `${value} at ${Math.round(startTime)} ms: ${sources
        .map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${node?.nodeName} (${node instanceof Element ? node.className : ''}) ` +
            `${from.x},${from.y} ${from.width}x${from.height} to ${to.x},${to.y} ${to.width}x${to.height}`,
        )
        .join('; ')}`
    new PerformanceObserver((list) =>
      resolve(
        (list.getEntries() as Shift[]).map((shift) => ({
          value: shift.value,
          described: describe(shift),
        })),
      ),
    ).observe({ type: 'layout-shift', buffered: true })
    setTimeout(() => resolve([]), 500)
  })
}
