import { expect, type Page, test } from '@playwright/test'

import { PHONE, waitForHydration } from './helpers'

/**
 * What a visitor does before the app starts must survive it. On a phone the app is requested
 * after the load event and hydrates a second or two later: a box ticked, a field typed, a slider
 * moved or the menu opened in between must still be so afterwards. Each test slows the CPU 4x,
 * as a mid-range phone is, holds the site's scripts until it has acted 200 ms after load (so it
 * certainly acts before hydration, however fast the machine), then lets the app start.
 */

async function loadWithAppHeld(page: Page, url: string): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(200)
  return async () => {
    await expect(page.locator('html'), 'acted before hydration').not.toHaveAttribute(
      'data-hydrated',
      'true',
    )
    release()
    await waitForHydration(page)
  }
}

test.use({ viewport: PHONE })

test('a checklist box ticked before hydration stays ticked, counts and is stored', async ({
  page,
}) => {
  const startApp = await loadWithAppHeld(page, '/es/blueprint')
  const box = page.locator('[data-checklist-item="setup2"]')
  await box.check()
  await startApp()
  // Past hydration, and past the switch from the prerendered state to the stored one.
  await page.waitForTimeout(500)
  await expect(box).toBeChecked()
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1)
  await expect(page.locator('progress')).toHaveJSProperty('value', 1)
  expect(await page.evaluate(() => localStorage.getItem('setup2'))).toBe('true')
  // And the app owns it now: unticking is stored too.
  await box.uncheck()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('setup2'))).toBe('false')
})

test('what is typed in the contact form before hydration is still there', async ({ page }) => {
  const startApp = await loadWithAppHeld(page, '/pt/contato')
  const name = page.locator('main form input[name="name"]')
  const message = page.locator('main form textarea[name="message"]')
  await name.fill('Ana Souza')
  await message.fill('Queremos melhorar a conversão da loja.')
  await startApp()
  await page.waitForTimeout(500)
  await expect(name).toHaveValue('Ana Souza')
  await expect(message).toHaveValue('Queremos melhorar a conversão da loja.')
})

test('a calculator slider moved before hydration keeps its value and its result', async ({
  page,
}) => {
  const startApp = await loadWithAppHeld(page, '/services/cro')
  const slider = page.locator('main input[type="range"]').first()
  const before = await slider.inputValue()
  await slider.focus()
  await page.keyboard.press('End')
  const moved = await slider.inputValue()
  expect(moved).not.toBe(before)
  await startApp()
  await page.waitForTimeout(500)
  await expect(slider).toHaveValue(moved)
  await expect(slider).toHaveAttribute('aria-valuetext', /\d/)
  const shown = await slider.getAttribute('aria-valuetext')
  // The value text React writes follows the slider, not the prerendered default.
  await slider.press('ArrowLeft')
  await expect(slider).not.toHaveAttribute('aria-valuetext', shown ?? '')
})

test('the phone menu opened before hydration stays open', async ({ page }) => {
  const startApp = await loadWithAppHeld(page, '/es')
  const menu = page.locator('header details').first()
  await menu.locator('summary').first().click()
  await expect(menu).toHaveAttribute('open', '')
  await startApp()
  await page.waitForTimeout(500)
  await expect(menu).toHaveAttribute('open', '')
  await expect(menu.getByRole('link').first()).toBeVisible()
})
