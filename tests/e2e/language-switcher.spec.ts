import { expect, test } from '@playwright/test'

import { localeInfo } from '../../src/config/locales'
import { copyIn } from '../copy'
import { gotoHydrated } from './helpers'

// Which path the switcher keeps is unit-tested (switcherPath.test.ts); its links as built are read in tests/dist/navigation.test.ts.
const pt = copyIn('pt')

test('the language switcher loads the chosen language as a page of its own', async ({ page }) => {
  await gotoHydrated(page, '/es/servicios')
  await page
    .getByRole('navigation', { name: copyIn('es')('common:language.label') })
    .getByRole('link', { name: localeInfo('pt').label })
    .click()
  await expect(page).toHaveURL('/pt/servicos')
  await expect(page.locator('html')).toHaveAttribute('lang', localeInfo('pt').tag)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt('services:hero.title'))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the language switcher works as a plain link', async ({ page }) => {
    await page.goto('/pt/nada')
    await page
      .getByRole('navigation', { name: pt('common:language.label') })
      .getByRole('link', { name: localeInfo('en').label })
      .click()
    await expect(page).toHaveURL('/')
    await expect(page.locator('html')).toHaveAttribute('lang', localeInfo('en').tag)
  })
})
