import { expect, test } from '@playwright/test'
import pa11y from 'pa11y'
import puppeteer, { type Browser } from 'puppeteer'

import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs'
import { auditedPages } from '../audit/sitePages'
import { pa11yExceptions } from './pa11yExceptions'

/**
 * A second accessibility engine beside the audit's axe-core: pa11y running HTML_CodeSniffer
 * (WCAG 2 AA) over every page the audit visits, in every language, hydrated, in Debian's
 * Chromium driven by pa11y's own Puppeteer. Errors fail the test, except those
 * `pa11yExceptions.ts` lists with the reason each is not a fault.
 */

const pages = auditedPages().map(({ path }) => path)

let browser: Browser | undefined

test.beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
})

test.afterAll(async () => {
  await browser?.close()
})

for (const path of pages) {
  test(`pa11y (HTML_CodeSniffer, WCAG 2 AA) finds no error on ${path}`, async ({ baseURL }) => {
    if (!browser) throw new Error('Chromium did not start')
    const page = await browser.newPage()
    try {
      await page.setViewport({ width: 1440, height: 900 })
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }])
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' })
      // The same condition the other browser tests wait on, with room for a loaded machine.
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 })
      const results = await pa11y(page.url(), {
        browser,
        page,
        ignoreUrl: true,
        runners: ['htmlcs'],
        standard: 'WCAG2AA',
        timeout: 60_000,
      })
      const errors = results.issues
        .filter((issue) => issue.type === 'error' && !(issue.code in pa11yExceptions))
        .map(
          (issue) => `${issue.code}\n  ${issue.message}\n  at ${issue.selector}: ${issue.context}`,
        )
      expect(errors, path).toEqual([])
    } finally {
      await page.close()
    }
  })
}
