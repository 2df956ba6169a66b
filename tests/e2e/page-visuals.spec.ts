import { expect, type Page, test } from '@playwright/test'

import { PHONE } from './helpers'

// The home page's report beside the results block's words at 1440 px, under them on a phone;
// the heroes' pictures are placed by the layout sweep (layout-and-contrast.spec.ts).
const DESKTOP = { width: 1440, height: 900 }

async function reportAndWords(page: Page) {
  const visual = page.locator('#home-results-section [data-section-visual]')
  await visual.scrollIntoViewIfNeeded()
  const [report, words] = await Promise.all([
    visual.boundingBox(),
    visual.locator('xpath=preceding-sibling::div[1]').boundingBox(),
  ])
  if (!report || !words) throw new Error('the results block has no report or no words')
  return { report, words }
}

test.describe('at 1440 px', () => {
  test.use({ viewport: DESKTOP })

  test('/: the report sits beside the results block’s words', async ({ page }) => {
    await page.goto('/')
    const { report, words } = await reportAndWords(page)
    expect(report.x).toBeGreaterThanOrEqual(words.x + words.width)
    expect(report.x).toBeGreaterThanOrEqual(DESKTOP.width / 2 - 1)
    // Side by side: each starts before the other ends.
    expect(report.y).toBeLessThan(words.y + words.height)
    expect(words.y).toBeLessThan(report.y + report.height)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('/: the report comes under the results block’s words, inside the screen', async ({
    page,
  }) => {
    await page.goto('/')
    const { report, words } = await reportAndWords(page)
    expect(report.y).toBeGreaterThanOrEqual(words.y + words.height)
    expect(report.x).toBeGreaterThanOrEqual(0)
    expect(report.x + report.width).toBeLessThanOrEqual(PHONE.width)
  })
})
