import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import pa11y from 'pa11y'

import { pa11yExceptions } from './pa11yExceptions'

/**
 * The two accessibility engines, run in a page a test already has open and has brought to the
 * state it checks (its islands hydrated, a notice shown). Neither loads the page again.
 */

/**
 * axe-core for the page. Legacy mode runs `axe.run()` in the page itself; the default runs it
 * frame by frame and then opens a blank page to merge the results, which cost the audit about
 * 1 s per page (60 pages every run). The one thing legacy mode gives up is frames from another
 * origin, and the site has no frames at all.
 */
export function axeOf(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode()
}

/**
 * pa11y's HTML_CodeSniffer (WCAG 2 AA) over the page as it stands: every error, as
 * `code: message at selector: context`, but those `pa11yExceptions.ts` reasons away.
 *
 * pa11y drives Puppeteer. Given a page and `ignoreUrl`, it navigates nowhere: it only listens to
 * the console, sets its user agent and viewport for a load that does not come, and evaluates
 * its runners in the page. This object does those for a Playwright page, so the page keeps the
 * test’s own size and state, and pa11y needs neither a Chromium nor a page load of its own.
 */
export async function pa11yErrors(page: Page): Promise<string[]> {
  const results = await pa11y(page.url(), {
    // Only checked to be set: pa11y closes neither the browser nor the page it is given.
    browser: {},
    page: {
      on: () => undefined,
      off: () => undefined,
      setUserAgent: async () => undefined,
      setViewport: async () => undefined,
      evaluate: (script, arg) => page.evaluate(script, arg),
    },
    ignoreUrl: true,
    runners: ['htmlcs'],
    standard: 'WCAG2AA',
    timeout: 60_000,
  })
  return results.issues
    .filter((issue) => issue.type === 'error' && !(issue.code in pa11yExceptions))
    .map((issue) => `${issue.code}: ${issue.message} at ${issue.selector}: ${issue.context}`)
}
