import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import pa11y from 'pa11y'

import { pa11yExceptions } from './pa11yExceptions'

// Both run in the page a test has open, in the state it checks: neither loads it again.

// Legacy mode: the default merges frames in a blank page, about 1 s a page; the site has no frames.
// Violations only: a selector for every passing node cost about a third of axe's time. Set first, as options() replaces withTags'.
export function axeOf(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
}

// With `ignoreUrl` pa11y navigates nowhere: these stand-ins let it run in the test's own page.
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
