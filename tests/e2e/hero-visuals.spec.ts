import { expect, type Page, test } from '@playwright/test'

import { localeCodes } from '../../src/config/locales'
import { localizePath } from '../../src/features/i18n/localePath'
import { serviceIds } from '../../src/routing/paths'
import { PHONE } from './helpers'

/**
 * Every service hero shows a picture of the work (issue 78 item 2) as the server HTML draws it:
 * at 1440 px in the hero's right half, beside the text; on a 390 px phone under the heading and
 * the hero's button, inside the screen.
 */
test.use({ javaScriptEnabled: false })

type Box = { x: number; y: number; width: number; height: number }

/** The boxes of the hero, its heading, its button and its visual, in page coordinates. */
async function heroBoxes(page: Page) {
  const box = async (selector: string): Promise<Box> => {
    const found = await page.locator(selector).first().boundingBox()
    expect(found, `${selector} has no box`).not.toBeNull()
    return found ?? { x: 0, y: 0, width: 0, height: 0 }
  }
  await expect(page.locator('[data-hero-visual]')).toBeVisible()
  return {
    hero: await box('main section:has(h1)'),
    heading: await box('main h1'),
    button: await box('main h1 ~ div a[href]'),
    visual: await box('[data-hero-visual]'),
  }
}

for (const locale of localeCodes) {
  for (const service of serviceIds) {
    const path = localizePath(locale, `/services/${service}`)

    test(`${path}: the hero's visual fills its right half at 1440 px and sits under the text at 390 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path)
      const wide = await heroBoxes(page)
      const middle = wide.hero.x + wide.hero.width / 2
      expect(wide.visual.x, 'visual starts left of the middle').toBeGreaterThanOrEqual(middle)
      expect(wide.visual.x + wide.visual.width).toBeLessThanOrEqual(wide.hero.x + wide.hero.width)
      expect(wide.visual.height, 'visual too small to see').toBeGreaterThan(200)
      // Beside the text: it overlaps the heading's rows, inside the hero.
      expect(wide.visual.y).toBeLessThan(wide.heading.y + wide.heading.height)
      expect(wide.visual.y).toBeGreaterThanOrEqual(wide.hero.y)
      expect(wide.visual.y + wide.visual.height).toBeLessThanOrEqual(wide.hero.y + wide.hero.height)

      await page.setViewportSize(PHONE)
      const phone = await heroBoxes(page)
      expect(phone.visual.y, 'visual above the heading').toBeGreaterThanOrEqual(
        phone.heading.y + phone.heading.height,
      )
      expect(phone.visual.y, 'visual over the button').toBeGreaterThanOrEqual(
        phone.button.y + phone.button.height,
      )
      expect(phone.visual.x).toBeGreaterThanOrEqual(0)
      expect(phone.visual.x + phone.visual.width).toBeLessThanOrEqual(PHONE.width)
      expect(phone.visual.y + phone.visual.height).toBeLessThanOrEqual(
        phone.hero.y + phone.hero.height,
      )
    })
  }
}

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  for (const service of serviceIds) {
    test(`/services/${service}: nothing in the hero's visual moves`, async ({ page }) => {
      await page.goto(`/services/${service}`)
      const visual = page.locator('[data-hero-visual]')
      await expect(visual).toBeVisible()
      expect(await visual.evaluate((slot) => slot.getAnimations({ subtree: true }).length)).toBe(0)
    })
  }
})
