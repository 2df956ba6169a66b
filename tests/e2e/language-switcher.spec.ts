import { expect, test } from '@playwright/test'
import { gotoHydrated, locales } from './helpers'

test.describe('language switcher', () => {
  test('links to the same page in every language, marking the current one', async ({ page }) => {
    await gotoHydrated(page, '/es/services/seo')
    const switcher = page.getByRole('list', { name: 'Idioma' }).first()
    const links = switcher.getByRole('link')
    await expect(links).toHaveCount(3)
    for (const [index, { prefix, tag }] of locales.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `${prefix}/services/seo`)
      await expect(links.nth(index)).toHaveAttribute('hreflang', tag)
    }
    await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(switcher.locator('[aria-current]')).toHaveCount(1)
  })

  test('switching language keeps the page', async ({ page }) => {
    await gotoHydrated(page, '/es/services/seo')
    await page
      .getByRole('list', { name: 'Idioma' })
      .first()
      .getByRole('link', { name: 'Português' })
      .click()
    await expect(page).toHaveURL('/pt/services/seo')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await page
      .getByRole('list', { name: 'Idioma' })
      .first()
      .getByRole('link', { name: 'English' })
      .click()
    await expect(page).toHaveURL('/services/seo')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  })

  test('keeps the page after a client-side navigation too', async ({ page }) => {
    await gotoHydrated(page, '/pt/algum-lugar')
    await page.locator('footer').getByRole('link', { name: 'Clientes' }).click()
    await expect(page).toHaveURL('/pt/clients')
    await expect(
      page.getByRole('list', { name: 'Idioma' }).first().getByRole('link', { name: 'Español' }),
    ).toHaveAttribute('href', '/es/clients')
  })
})
