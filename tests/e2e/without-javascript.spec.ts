import { expect, test } from '@playwright/test'

import { PHONE } from './helpers'

test.use({ javaScriptEnabled: false })

// That every page's content is visible without JavaScript is checked by the site audit.

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
