import { expect, test } from '@playwright/test'
import { locales, PHONE } from './helpers'

test.use({ javaScriptEnabled: false })

for (const { code, prefix } of locales) {
  test(`content is visible without JavaScript (${code})`, async ({ page }) => {
    await page.goto(`${prefix}/missing`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const hidden = await page
      .locator('main *')
      .evaluateAll((elements) =>
        elements
          .filter((el) => getComputedStyle(el).opacity === '0')
          .map((el) => el.outerHTML.slice(0, 80)),
      )
    expect(hidden).toEqual([])
    await expect(page.locator('main a[href]')).not.toHaveCount(0)
  })
}

test('the desktop Services menu opens on hover without JavaScript', async ({ page }) => {
  await page.goto('/missing')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'All Services' })).toBeHidden()
  await nav.getByRole('button', { name: 'Services' }).hover()
  await expect(nav.getByRole('link', { name: 'All Services' })).toBeVisible()
})

test.describe('phone', () => {
  test.use({ viewport: PHONE })

  test('the hamburger menu opens without JavaScript', async ({ page }) => {
    await page.goto('/es/missing')
    await page.locator('header summary').first().click()
    await expect(
      page.locator('header details').first().getByRole('link', { name: 'Blog' }),
    ).toBeVisible()
  })
})
