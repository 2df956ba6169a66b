import { expect, test } from '@playwright/test'

import { yearsInBusiness } from '../../src/content/company'
import { serviceIds } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { buttonLookalikes, collectBrowserErrors, gotoHydrated, normalize } from './helpers'

// In Spanish, where staying in the language means keeping the /es prefix; one visit for the whole page.
const es = copyIn('es')
const pt = copyIn('pt')

test('the services overview shows the hero, five cards leading to pages in its language, the stats row and the call to action, in order, with Services current', async ({
  page,
}) => {
  const errors = collectBrowserErrors(page)
  await gotoHydrated(page, '/es/servicios')
  // Its title and heading, in every language: tests/dist/pageCopy.test.ts.
  const cards = page.locator('main article')
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
    serviceIds.map((id) => es(`common:nav.service.${id}.name`)),
  )
  const hrefs = await cards
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(serviceIds.map((id) => `/es/servicios/${id}`))
  await expect(cards.first()).toContainText('+286%')
  const values = await page.locator('main dl dd').allTextContents()
  expect(values.map(normalize)).toEqual([`${yearsInBusiness}+`, '500+', '98%'])
  const order = await page.evaluate(() =>
    ['h1', 'article', 'dl', '#cta-title'].map(
      (selector) => document.querySelector(`main ${selector}`)?.getBoundingClientRect().top ?? -1,
    ),
  )
  expect(order).not.toContain(-1)
  expect([...order].sort((a, b) => a - b)).toEqual(order)
  // The closing offer's own button and address: tests/dist/waysToTalk.test.ts.
  await expect(page.getByRole('link', { name: es('common:cta.secondaryClients') })).toHaveAttribute(
    'href',
    '/es/clientes',
  )
  const nav = page.getByRole('navigation', { name: es('common:nav.label') })
  const services = nav.getByRole('button', { name: es('common:nav.services') })
  await expect(services).toHaveAttribute('data-current', 'true')
  await services.click()
  await expect(nav.getByRole('link', { name: es('common:nav.allServices') })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(errors).toEqual([])
})

test('in each service page’s hero only the calls to action look pressable: prices, tags and credentials read as words; Shopify’s draws the partner seal', async ({
  page,
}) => {
  for (const id of serviceIds) {
    await page.goto(`/pt/servicos/${id}`)
    const hero = page.locator('main section').first()
    await expect(hero.getByRole('link').first()).toBeVisible()
    expect(await buttonLookalikes(hero), id).toEqual([])
    if (id !== 'shopify') continue
    const seal = hero.locator('p', { hasText: pt('shopify:hero.partner') }).locator('svg use')
    await expect
      .poll(() => seal.evaluate((use: SVGUseElement) => use.getBBox().width))
      .toBeGreaterThan(0)
  }
})
