import { expect, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated, locales } from './helpers'

const expected = {
  en: {
    title: 'Page Not Found',
    home: 'Go to Homepage',
    services: 'Explore Services',
    popular: 'Popular Pages',
  },
  es: {
    title: 'Página no encontrada',
    home: 'Ir al inicio',
    services: 'Ver servicios',
    popular: 'Páginas populares',
  },
  pt: {
    title: 'Página não encontrada',
    home: 'Ir para o início',
    services: 'Ver serviços',
    popular: 'Páginas populares',
  },
}

for (const { code, prefix, tag } of locales) {
  test.describe(`not-found page, ${code}`, () => {
    const text = expected[code]

    test('an unknown URL answers 404 with the page in the URL language', async ({ page }) => {
      const errors = collectBrowserErrors(page)
      const response = await gotoHydrated(page, `${prefix}/no/such/page`)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`404 · ${text.title}`)
      await expect(page.locator('main')).toContainText('404')
      await expect(page).toHaveTitle(`${text.title} | Nexa Digital`)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
      expect(errors).toEqual([])
    })

    test('offers the two buttons, tips and the six popular pages, all localized', async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/nothing-here`)
      const main = page.locator('main')
      await expect(main.getByRole('link', { name: text.home })).toHaveAttribute(
        'href',
        prefix || '/',
      )
      await expect(main.getByRole('link', { name: text.services })).toHaveAttribute(
        'href',
        `${prefix}/services`,
      )
      await expect(
        main.locator('section', { hasText: text.popular }).getByRole('listitem'),
      ).toHaveCount(6)
      const popular = main.locator('section', { hasText: text.popular }).getByRole('link')
      await expect(popular).toHaveCount(6)
      const hrefs = await popular.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(hrefs).toEqual(
        [
          '/services/seo',
          '/services/geo',
          '/services/cro',
          '/services/shopify',
          '/blog',
          '/contact',
        ].map((path) => `${prefix}${path}`),
      )
      await expect(
        main.getByRole('listitem').filter({ hasNotText: /SEO|GEO|CRO|Shopify|Blog|Conta/ }),
      ).toHaveCount(3)
    })

    test('its own address answers as every host answers it: the page, kept out of search', async ({
      request,
    }) => {
      // Cloudflare Pages, Netlify and Vercel all serve `404.html` at `/404` with status 200
      // (tests/hosts); npm start does the same, and `/404.html` redirects there.
      const response = await request.get(`${prefix}/404`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<html lang="${tag}"`)
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
      expect(html).not.toContain('rel="canonical"')
      const byName = await request.get(`${prefix}/404.html`, { maxRedirects: 0 })
      expect(byName.status()).toBe(308)
      expect(byName.headers().location).toBe(`${prefix}/404`)
    })
  })
}
