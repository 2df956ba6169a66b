import { expect, test } from '@playwright/test'

import { notFoundProbes, readSitemap, readUnlistedPages } from '../audit/sitePages'
import { layoutFaults } from './layoutFaults'

/**
 * The layout gate: every page in every language, at a small phone, a phone, a tablet, the
 * narrowest desktop bar (960 px), a small laptop and a desktop. Spanish and Portuguese run 20-30% longer than English, so a layout that
 * fits in one may break in another; each test names the page, the width and every fault.
 * The pages are the prerendered HTML with its stylesheet, as every visitor first sees them.
 */
const WIDTHS = [320, 390, 768, 960, 1024, 1440]

const paths = [...readSitemap().map(({ path }) => path), ...readUnlistedPages(), ...notFoundProbes]

test.use({ javaScriptEnabled: false })

for (const path of paths) {
  test(`layout of ${path} at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    const faults: string[] = []
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      faults.push(...(await page.evaluate(layoutFaults)).map((fault) => `${width}px: ${fault}`))
    }
    expect(faults).toEqual([])
  })
}
