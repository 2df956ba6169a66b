import { expect, type Page, test } from '@playwright/test'

import type { Locale } from '../../src/config/locales'
import { localizePath } from '../../src/features/i18n/localePath'
import { copyIn } from '../copy'
import { gotoHydrated, locales, normalize, waitForIsland } from './helpers'

function copyOf(code: Locale) {
  const t = copyIn(code)
  return {
    visitors: t('cro:calculator.visitors'),
    currentRate: t('cro:calculator.currentRate'),
    optimizedRate: t('cro:calculator.optimizedRate'),
    status: (extra: string, increase: string) => t('cro:calculator.summary', { extra, increase }),
  }
}

/** The calculator sits below the first screen: a key or click before it hydrates is lost. */
async function gotoCalculator(page: Page, url: string) {
  await gotoHydrated(page, url)
  await waitForIsland(page.locator('[data-island]:has(input[type="range"])'))
}

/** The four results as shown, in order: now, after, extra, increase. */
async function results(page: Page) {
  const values = await page.locator('#cro-calculator ~ * dd').allTextContents()
  return values.map(normalize)
}

// Tested in English, but figures are written each language's way: the pointer test runs in Spanish and Portuguese.
// The page's sections and figures are read from its HTML (tests/dist/pageContent.test.ts).
test.describe('CRO service page', () => {
  const text = copyOf('en')
  const url = '/services/cro'

  test('the calculator starts at its defaults and follows the keyboard, a gain in its own colour and none in the plain one', async ({
    page,
  }) => {
    await gotoCalculator(page, url)
    const visitors = page.getByLabel(text.visitors)
    const current = page.getByLabel(text.currentRate)
    const optimized = page.getByLabel(text.optimizedRate)
    await expect(visitors).toHaveValue('10000')
    await expect(current).toHaveValue('2')
    // The default lift, 2% to 2.5%, stays within the CRO clients' average (+42%).
    await expect(optimized).toHaveValue('2.5')
    expect(await results(page)).toEqual(['200', '250', '50', '+25%'])
    // A gain is shown in its own colour; no uplift (below) is not shown in green.
    const colour = (index: number) =>
      page
        .locator('#cro-calculator ~ * dd')
        .nth(index)
        .evaluate((element) => getComputedStyle(element).color)
    expect(await colour(3)).not.toBe(await colour(0))

    // One step up: 11,000 visitors.
    await visitors.focus()
    await page.keyboard.press('ArrowRight')
    await expect(visitors).toHaveAttribute('aria-valuetext', '11,000')
    expect(await results(page)).toEqual(['220', '275', '55', '+25%'])

    // Two half-point steps up on each rate: 3.5% after, then 3% today: 330 now, 385 after, +17%.
    await optimized.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await results(page)).toEqual(['220', '385', '165', '+75%'])
    await current.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await results(page)).toEqual(['330', '385', '55', '+17%'])
    await expect(page.getByRole('status')).toHaveText(text.status('55', '+17%'))

    // Home on the optimized rate stops at today's 3%: never a loss shown as a result.
    await optimized.focus()
    await page.keyboard.press('Home')
    await expect(optimized).toHaveValue('3')
    expect(await results(page)).toEqual(['330', '330', '0', '0%'])
    expect(await colour(3)).toBe(await colour(0))

    // Today's rate to its end takes the optimized rate with it.
    await current.focus()
    await page.keyboard.press('End')
    await expect(optimized).toHaveValue('10')
    expect(await results(page)).toEqual(['1,100', '1,100', '0', '0%'])
    await expect(page.getByRole('status')).toHaveText(text.status('0', '0%'))
  })
})

for (const { code, tag } of locales.filter(({ code }) => code !== 'en')) {
  test.describe(`CRO calculator (${code})`, () => {
    // The browser speaks the page's language: no suggestion over the sliders clicked by position.
    test.use({ locale: tag })
    const text = copyOf(code)
    const url = localizePath(code, '/services/cro')

    test('the calculator follows the pointer', async ({ page }) => {
      await gotoCalculator(page, url)
      const visitors = page.getByLabel(text.visitors)
      const optimized = page.getByLabel(text.optimizedRate)
      // A click at the far end of a slider sets its maximum.
      const end = async (slider: typeof visitors) => {
        await slider.scrollIntoViewIfNeeded()
        const box = await slider.boundingBox()
        if (!box) throw new Error('slider not laid out')
        await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2)
      }
      await end(visitors)
      await expect(visitors).toHaveValue('100000')
      await end(optimized)
      await expect(optimized).toHaveValue('10')
      // 100,000 visitors: 2% is 2,000 customers, 10% is 10,000, five times as many.
      // Thousands as each language groups them: the calculator's own formatting, under test.
      const grouped = code === 'pt' ? ['2.000', '10.000', '8.000'] : ['2,000', '10,000', '8,000']
      expect(await results(page)).toEqual([...grouped, '+400%'])
    })
  })
}
