import { expect, test } from '@playwright/test'

import { notFoundProbes, readSitemap, readUnlistedPages } from '../audit/sitePages'
import { lowContrastText } from './paintedContrast'

/**
 * Every page in every language, on a phone and a desktop: each line of text reads at 4.5:1
 * (large text 3:1) against every pixel painted behind it, translated labels and gradients
 * included. The prerendered page, as every visitor first sees it.
 */
const WIDTHS = [390, 1440]

const paths = [...readSitemap().map(({ path }) => path), ...readUnlistedPages(), ...notFoundProbes]

// The measurement hides the text with a stylesheet of its own, which the site's CSP would refuse.
test.use({ javaScriptEnabled: false, bypassCSP: true })

for (const path of paths) {
  test(`text contrast of ${path} at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    const faults: string[] = []
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      faults.push(...(await lowContrastText(page)).map((fault) => `${width}px: ${fault}`))
    }
    expect(faults).toEqual([])
  })
}
