import { expect, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated, locales, normalize } from './helpers'

const copy = {
  en: {
    title: 'Services that scale.',
    cards: ['SEO', 'GEO', 'CRO', 'Shopify'],
    stats: ['13+', '500+', '$2.4M', '98%'],
    primary: 'Get Your Free Audit',
    secondary: 'See Client Results',
    pageTitle: 'Services: SEO, GEO, CRO and Shopify | Nexa Digital',
  },
  es: {
    title: 'Servicios que escalan.',
    cards: ['SEO', 'GEO', 'CRO', 'Shopify'],
    stats: ['13+', '500+', 'USD 2.4 M', '98%'],
    primary: 'Obtén tu auditoría gratis',
    secondary: 'Ve resultados de clientes',
    pageTitle: 'Servicios: SEO, GEO, CRO y Shopify | Nexa Digital',
  },
  pt: {
    title: 'Serviços que escalam.',
    cards: ['SEO', 'GEO', 'CRO', 'Shopify'],
    stats: ['13+', '500+', 'US$ 2,4 mi', '98%'],
    primary: 'Peça sua auditoria gratuita',
    secondary: 'Veja resultados de clientes',
    pageTitle: 'Serviços: SEO, GEO, CRO e Shopify | Nexa Digital',
  },
}

for (const { code, prefix } of locales) {
  test.describe(`services overview (${code})`, () => {
    const text = copy[code]

    test('shows the hero, four service cards, the stats row and the call to action, in order', async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, `${prefix}/services`)
      await expect(page).toHaveTitle(text.pageTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      const cards = page.locator('main article')
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(text.cards)
      const values = await page.locator('main dl dd').allTextContents()
      expect(values.map(normalize)).toEqual(text.stats)
      const order = await page.evaluate(() =>
        ['h1', 'article', 'dl', '#cta-title'].map(
          (selector) =>
            document.querySelector(`main ${selector}`)?.getBoundingClientRect().top ?? -1,
        ),
      )
      expect(order).not.toContain(-1)
      expect([...order].sort((a, b) => a - b)).toEqual(order)
      expect(errors).toEqual([])
    })

    test('each card leads to its service page in the same language', async ({ page }) => {
      await gotoHydrated(page, `${prefix}/services`)
      const hrefs = await page
        .locator('main article a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(hrefs).toEqual(
        ['seo', 'geo', 'cro', 'shopify'].map((id) => `${prefix}/services/${id}`),
      )
      await expect(page.locator('main article').first()).toContainText('+286%')
    })

    test('the call to action leads to the contact and client pages', async ({ page }) => {
      await gotoHydrated(page, `${prefix}/services`)
      await expect(page.getByRole('link', { name: text.primary })).toHaveAttribute(
        'href',
        `${prefix}/contact`,
      )
      await expect(page.getByRole('link', { name: text.secondary })).toHaveAttribute(
        'href',
        `${prefix}/clients`,
      )
    })
  })
}

test('the Services item is current on the services page', async ({ page }) => {
  await gotoHydrated(page, '/es/services')
  const nav = page.getByRole('navigation', { name: 'Principal' })
  await expect(nav.getByRole('button', { name: 'Servicios' })).toHaveAttribute(
    'data-current',
    'true',
  )
  await nav.getByRole('button', { name: 'Servicios' }).click()
  await expect(nav.getByRole('link', { name: 'Todos los servicios' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('the language switcher keeps the page', async ({ page }) => {
  await gotoHydrated(page, '/es/services')
  const switcher = page.getByRole('navigation', { name: 'Idioma' })
  const hrefs = await switcher
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(['/services', '/es/services', '/pt/services'])
  await switcher.getByRole('link', { name: 'Português' }).click()
  await expect(page).toHaveURL('/pt/services')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviços que escalam.')
})

test('arriving by client navigation updates the head: title, canonical, alternates, robots', async ({
  page,
}) => {
  await gotoHydrated(page, '/pt/nada')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  await page.getByRole('link', { name: 'Ver serviços' }).click()
  await expect(page).toHaveURL('/pt/services')
  await expect(page).toHaveTitle('Serviços: SEO, GEO, CRO e Shopify | Nexa Digital')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://nexadigital.agency/pt/services',
  )
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
  await expect(page.locator('meta[name="description"]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})
