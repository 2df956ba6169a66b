import { expect, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { copyIn } from '../copy'
import { gotoHydrated, PHONE } from './helpers'

// The page's offers, prices, products and links are read from its HTML (tests/dist/pageContent.test.ts).
const comparison = copyIn('en')('saas:comparison.caption', { name: site.name })

test('the SaaS comparison table is no tab stop where it fits; on a phone it scrolls inside its own labelled region, never the page', async ({
  page,
}) => {
  await gotoHydrated(page, '/services/saas')
  const region = page.getByRole('region', { name: comparison })
  await region.scrollIntoViewIfNeeded()
  await expect(region).toHaveAttribute('tabindex', '-1')
  // The same visit narrowed: the region becomes a tab stop as soon as it overflows.
  await page.setViewportSize(PHONE)
  await region.scrollIntoViewIfNeeded()
  await expect(region).toHaveAttribute('tabindex', '0')
  const layout = await region.evaluate((element) => ({
    overflow: element.scrollWidth - element.clientWidth,
    pageScroll: document.documentElement.scrollWidth - window.innerWidth,
  }))
  expect(layout.overflow).toBeGreaterThan(0)
  expect(layout.pageScroll).toBeLessThanOrEqual(0)
  await region.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
})
