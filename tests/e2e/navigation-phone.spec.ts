import { expect, type Page, test } from '@playwright/test'

import { copyIn } from '../copy'
import { gotoHydrated, PHONE } from './helpers'

// The menu's names and links, and the Services entry marked on service pages, are read from the HTML (tests/dist/navigation.test.ts).
const es = copyIn('es')

test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

const menu = (page: Page) => page.locator('header details').first()
const menuToggle = (page: Page) => menu(page).locator('summary').first()

test.describe('phone navigation', () => {
  test('the hamburger opens the menu in place of the desktop links; Tab past its end or Escape closes it; the language switcher stays in the bar', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/algo')
    await test.step('the desktop links are hidden and the hamburger opens the menu', async () => {
      await expect(
        page
          .getByRole('navigation', { name: es('common:nav.label') })
          .getByRole('button', { name: es('common:nav.services') }),
      ).toBeHidden()
      await expect(
        page.getByRole('navigation', { name: es('common:language.label') }),
      ).toBeVisible()
      const blog = menu(page).getByRole('link', { name: es('common:nav.blog'), exact: true })
      await expect(blog).toBeHidden()
      await menuToggle(page).click()
      await expect(menu(page)).toHaveAttribute('open')
      await expect(blog).toBeVisible()
    })

    await test.step('Tab past the last item closes the menu, which Escape would no longer reach', async () => {
      const quote = menu(page).getByRole('link', { name: es('common:nav.getQuote'), exact: true })
      await quote.focus()
      await page.keyboard.press('Tab')
      await expect(menu(page)).not.toHaveAttribute('open')
      await expect(quote).toBeHidden()
      // Focus went on to the page, not back into a closed menu.
      expect(await menu(page).evaluate((details) => details.contains(document.activeElement))).toBe(
        false,
      )
      // Inside the menu, Tab keeps it open.
      await menuToggle(page).click()
      await menuToggle(page).focus()
      await page.keyboard.press('Tab')
      await expect(menu(page)).toHaveAttribute('open')
    })

    await test.step('Escape closes the menu and returns focus to the toggle', async () => {
      await menu(page)
        .getByRole('link', { name: es('common:nav.blog') })
        .focus()
      await page.keyboard.press('Escape')
      await expect(menu(page)).not.toHaveAttribute('open')
      await expect(menuToggle(page)).toBeFocused()
    })
  })

  test('the open menu dims the page, which stays put, and a tap outside it closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services')
    await menuToggle(page).click()
    await expect(menu(page)).toHaveAttribute('open')
    const { scrollable, dimmed } = await page.evaluate(() => {
      window.scrollBy(0, 400)
      const below = document.elementFromPoint(innerWidth / 2, innerHeight - 10)
      return {
        scrollable: window.scrollY > 0,
        dimmed: below ? getComputedStyle(below).backgroundColor : null,
      }
    })
    expect(scrollable).toBe(false)
    expect(dimmed).toBe('rgba(11, 16, 32, 0.5)')
    await page.touchscreen.tap(PHONE.width / 2, PHONE.height - 10)
    await expect(menu(page)).not.toHaveAttribute('open')
    await expect(page).toHaveURL(/\/services$/)
  })

  test('the Services entry expands to its links, and a chosen link closes both, so Back never returns to them open', async ({
    page,
  }) => {
    await gotoHydrated(page, '/pt/algo')
    await menuToggle(page).click()
    const services = menu(page).locator('details')
    await services.locator('summary').click()
    await expect(services).toHaveAttribute('open')
    // The page stays, so what the click left is seen: the next page would start closed anyway.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await services.getByRole('link', { name: /^CRO/ }).click()
    await expect(menu(page)).not.toHaveAttribute('open')
    await expect(services).not.toHaveAttribute('open')
  })
})
