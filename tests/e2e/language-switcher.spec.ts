import { expect, test } from '@playwright/test'

import { localeInfo } from '../../src/config/locales'
import { copyIn } from '../copy'
import { gotoHydrated, locales } from './helpers'

const es = copyIn('es')

// Which path the switcher keeps is unit-tested (switcherPath.test.ts); here, the links as met.
test.describe('language switcher', () => {
  test('offers the three languages, marking the current one', async ({ page }) => {
    await gotoHydrated(page, '/es/servicios/seo')
    const switcher = page.getByRole('navigation', { name: es('common:language.label') }).first()
    const links = switcher.getByRole('link')
    await expect(links).toHaveCount(3)
    await expect(links).toHaveText(
      locales.map(({ code, label }) => `${code.toUpperCase()}${label}`),
    )
    for (const [index, { tag }] of locales.entries()) {
      await expect(links.nth(index)).toHaveAttribute('hreflang', tag)
      await expect(links.nth(index)).toHaveAttribute('lang', tag)
    }
    await expect(switcher.getByRole('link', { name: localeInfo('es').label })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(switcher.locator('[aria-current]')).toHaveCount(1)
  })

  test('from a page that exists in no language, leads to each home page', async ({ page }) => {
    await gotoHydrated(page, '/es/no-existe')
    const links = page
      .getByRole('navigation', { name: es('common:language.label') })
      .first()
      .getByRole('link')
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(['/', '/es', '/pt'])
  })

  test('keeps the page in every language, and loads the chosen one as a page of its own', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/servicios')
    const switcher = page.getByRole('navigation', { name: es('common:language.label') }).first()
    const hrefs = await switcher
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(['/services', '/es/servicios', '/pt/servicos'])
    await switcher.getByRole('link', { name: localeInfo('pt').label }).click()
    await expect(page).toHaveURL('/pt/servicos')
    await expect(page.locator('html')).toHaveAttribute('lang', localeInfo('pt').tag)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      copyIn('pt')('services:hero.title'),
    )
    await expect(
      page
        .getByRole('navigation', { name: copyIn('pt')('common:language.label') })
        .first()
        .getByRole('link', { name: localeInfo('pt').label }),
    ).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('language switcher without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('works as a plain link', async ({ page }) => {
    await page.goto('/pt/nada')
    await page
      .getByRole('navigation', { name: copyIn('pt')('common:language.label') })
      .first()
      .getByRole('link', { name: localeInfo('en').label })
      .click()
    await expect(page).toHaveURL('/')
    await expect(page.locator('html')).toHaveAttribute('lang', localeInfo('en').tag)
  })
})
