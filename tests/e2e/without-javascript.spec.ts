import { expect, test } from '@playwright/test'

import { copyIn } from '../copy'
import { PHONE } from './helpers'

const en = copyIn('en')

test.use({ javaScriptEnabled: false })

// That every page's content is visible without JavaScript is checked by the site audit.

test('the desktop Services menu opens on hover without JavaScript', async ({ page }) => {
  await page.goto('/missing')
  const nav = page.getByRole('navigation', { name: en('common:nav.label') })
  await expect(nav.getByRole('link', { name: en('common:nav.allServices') })).toBeHidden()
  await nav.getByRole('button', { name: en('common:nav.services') }).hover()
  await expect(nav.getByRole('link', { name: en('common:nav.allServices') })).toBeVisible()
})

test.describe('phone', () => {
  test.use({ viewport: PHONE })

  test('the hamburger menu opens without JavaScript', async ({ page }) => {
    await page.goto('/es/missing')
    await page.locator('header summary').first().click()
    await expect(
      page
        .locator('header details')
        .first()
        .getByRole('link', { name: copyIn('es')('common:nav.blog') }),
    ).toBeVisible()
  })
})
