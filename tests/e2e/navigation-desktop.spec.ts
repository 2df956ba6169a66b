import { expect, type Page, test } from '@playwright/test'

import { copyIn } from '../copy'
import { gotoHydrated } from './helpers'

// The menu's links and the section each page highlights are read from its HTML (tests/dist/siteChrome.test.ts).
const t = copyIn('en')

const servicesButton = (page: Page) =>
  page
    .getByRole('navigation', { name: t('common:nav.label') })
    .getByRole('button', { name: t('common:nav.services') })
const dropdownLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: t('common:nav.label') })
    .locator('ul[id]')
    .getByRole('link')

test.describe('desktop navigation bar', () => {
  // One page, one state after another: each step leaves the menu closed, as it found it.
  test('the Services menu opens on hover, click and keyboard, closes as each is undone, and the bar turns solid once scrolled', async ({
    page,
  }) => {
    await gotoHydrated(page, '/somewhere')
    const button = servicesButton(page)

    await test.step('hover opens it and leaving closes it', async () => {
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(dropdownLinks(page).first()).toBeHidden()
      await button.hover()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(dropdownLinks(page).first()).toBeVisible()
      await page.mouse.move(700, 600)
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    })

    await test.step('a click opens it, pinned even with the pointer gone; a click outside closes it', async () => {
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await page.mouse.move(700, 600)
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await page.mouse.click(700, 600)
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    })

    await test.step('Enter opens, Tab walks the links, Escape closes and returns focus', async () => {
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Tab')
      await expect(dropdownLinks(page).first()).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(dropdownLinks(page).nth(1)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(button).toBeFocused()
    })

    await test.step('focus leaving the menu closes it', async () => {
      await page.keyboard.press('Enter')
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      for (let i = 0; i < 7; i += 1) await page.keyboard.press('Tab')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    })

    await test.step('the bar turns solid once the page has scrolled 20 px, by CSS alone', async () => {
      const header = page.locator('header').first()
      const look = () =>
        header.evaluate((bar) => {
          const { backgroundColor, borderBottomColor } = getComputedStyle(bar)
          return { backgroundColor, border: borderBottomColor !== 'rgba(0, 0, 0, 0)' }
        })
      const clear = { backgroundColor: 'rgba(255, 255, 255, 0.72)', border: false }
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect.poll(look).toEqual(clear)
      await page.evaluate(() => window.scrollTo(0, 300))
      await expect
        .poll(look)
        .toEqual({ backgroundColor: 'rgba(255, 255, 255, 0.94)', border: true })
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect.poll(look).toEqual(clear)
    })

    await test.step('a chosen link closes the menu, so Back never returns to it open', async () => {
      // The page stays, so what the click left is seen: the next page would start closed anyway.
      await page.evaluate(() =>
        document.addEventListener('click', (event) => event.preventDefault()),
      )
      await button.click()
      await dropdownLinks(page).nth(2).click()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    })
  })
})

test.describe('going from page to page', () => {
  // Back returns to the previous page here and in back-forward-cache.spec.ts.
  test('Back and Forward return to where each page was scrolled', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/services')
    const card = page.getByRole('link', { name: t('common:serviceLink', { service: 'CRO' }) })
    await card.scrollIntoViewIfNeeded()
    const left = await page.evaluate(() => window.scrollY)
    expect(left).toBeGreaterThan(300)
    await card.click()
    await expect(page).toHaveURL('/services/cro')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }))
    await page.goBack()
    await expect(page).toHaveURL('/services')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)
    await page.goForward()
    await expect(page).toHaveURL('/services/cro')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900)
  })
})
