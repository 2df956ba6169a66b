import { expect, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { yearsInBusiness } from '../../src/content/company'
import { serviceIds } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { buttonLookalikes, collectBrowserErrors, gotoHydrated, normalize } from './helpers'

// Tested in English, links in Spanish, where staying in the language means keeping the /es prefix.
const t = copyIn('en')
const es = copyIn('es')

test.describe('services overview', () => {
  test('shows the hero, the five service cards, the stats row and the call to action, in order', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, '/services')
    await expect(page).toHaveTitle(`${t('services:meta.title')} | ${site.name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('services:hero.title'))
    const cards = page.locator('main article')
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      serviceIds.map((id) => t(`common:nav.service.${id}.name`)),
    )
    const values = await page.locator('main dl dd').allTextContents()
    expect(values.map(normalize)).toEqual([`${yearsInBusiness}+`, '500+', '98%'])
    const order = await page.evaluate(() =>
      ['h1', 'article', 'dl', '#cta-title'].map(
        (selector) => document.querySelector(`main ${selector}`)?.getBoundingClientRect().top ?? -1,
      ),
    )
    expect(order).not.toContain(-1)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(errors).toEqual([])
  })

  test('each card and the call to action lead to pages in the same language', async ({ page }) => {
    await gotoHydrated(page, '/es/servicios')
    const hrefs = await page
      .locator('main article a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(serviceIds.map((id) => `/es/servicios/${id}`))
    await expect(page.locator('main article').first()).toContainText('+286%')
    await expect(
      page.getByRole('link', { name: es('common:cta.offer.call.button') }),
    ).toHaveAttribute('href', '/es/contacto/call')
    await expect(
      page.getByRole('link', { name: es('common:cta.secondaryClients') }),
    ).toHaveAttribute('href', '/es/clientes')
  })
})

test('the Services item is current on the services page', async ({ page }) => {
  await gotoHydrated(page, '/es/servicios')
  const nav = page.getByRole('navigation', { name: es('common:nav.label') })
  const services = nav.getByRole('button', { name: es('common:nav.services') })
  await expect(services).toHaveAttribute('data-current', 'true')
  await services.click()
  await expect(nav.getByRole('link', { name: es('common:nav.allServices') })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('in each service page’s hero only the calls to action look pressable: prices, tags and credentials read as words', async ({
  page,
}) => {
  for (const id of serviceIds) {
    await page.goto(`/pt/servicos/${id}`)
    const hero = page.locator('main section').first()
    await expect(hero.getByRole('link').first()).toBeVisible()
    expect(await buttonLookalikes(hero), id).toEqual([])
  }
})
