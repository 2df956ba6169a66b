import { expect, type Locator, type Page, test } from '@playwright/test'

import { PHONE } from './helpers'

// Placement from issue 78 item 2: beside the words at 1440 px, under them on a 390 px phone.
const HEROES = ['/about', '/clients', '/blog']
const DESKTOP = { width: 1440, height: 900 }

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} has no box`)
  return found
}

/** The picture, the words beside it (its previous sibling) and the block holding both. */
async function parts(page: Page, path: string) {
  const visual =
    path === '/'
      ? page.locator('#home-results-section [data-section-visual]')
      : page.locator('main [data-hero-visual]')
  const words = visual.locator('xpath=preceding-sibling::div[1]')
  const block = visual.locator('xpath=ancestor::section[1]')
  await visual.scrollIntoViewIfNeeded()
  return { visual: await box(visual), words: await box(words), block: await box(block) }
}

test.describe('Page pictures at 1440 px', () => {
  test.use({ viewport: DESKTOP })

  for (const path of HEROES) {
    test(`${path}: the picture fills the hero's right half`, async ({ page }) => {
      await page.goto(path)
      const { visual, words, block } = await parts(page, path)
      expect(visual.width).toBeGreaterThan(300)
      expect(visual.x).toBeGreaterThanOrEqual(block.x + block.width / 2 - 1)
      expect(visual.x + visual.width).toBeLessThanOrEqual(block.x + block.width)
      expect(words.x + words.width).toBeLessThanOrEqual(visual.x)
    })
  }

  test('/: the report sits beside the results block’s words', async ({ page }) => {
    await page.goto('/')
    const { visual, words } = await parts(page, '/')
    expect(visual.x).toBeGreaterThanOrEqual(words.x + words.width)
    expect(visual.x).toBeGreaterThanOrEqual(DESKTOP.width / 2 - 1)
    // Side by side: each starts before the other ends.
    expect(visual.y).toBeLessThan(words.y + words.height)
    expect(words.y).toBeLessThan(visual.y + visual.height)
  })
})

test.describe('Page pictures on a phone', () => {
  test.use({ viewport: PHONE })

  for (const path of [...HEROES, '/']) {
    test(`${path}: the picture comes under the words, inside the screen`, async ({ page }) => {
      await page.goto(path)
      const { visual, words } = await parts(page, path)
      expect(visual.y).toBeGreaterThanOrEqual(words.y + words.height)
      expect(visual.x).toBeGreaterThanOrEqual(0)
      expect(visual.x + visual.width).toBeLessThanOrEqual(PHONE.width)
    })
  }
})
