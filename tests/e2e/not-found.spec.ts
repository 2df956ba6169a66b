import { expect, test } from '@playwright/test'

import type { Locale } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, locales } from './helpers'

/** The not-found page's copy in one locale, from locales/<code>/notFound.json. */
function copyOf(code: Locale) {
  const t = copyIn(code)
  return {
    title: t('notFound:meta.title'),
    heading: t('notFound:title'),
    home: t('notFound:goHome'),
    services: t('notFound:exploreServices'),
    popular: t('notFound:popular.title'),
  }
}

for (const { code, prefix, tag } of locales) {
  test.describe(`not-found page, ${code}`, () => {
    const text = copyOf(code)

    test('an unknown URL answers 404 with the page in the URL language', async ({ page }) => {
      const errors = collectBrowserErrors(page)
      const response = await gotoHydrated(page, `${prefix}/no/such/page`)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`404 · ${text.heading}`)
      await expect(page.locator('main')).toContainText('404')
      await expect(page).toHaveTitle(`${text.title} | ${site.name}`)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
      expect(errors).toEqual([])
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

test.describe('not-found page', () => {
  const text = copyOf('es')

  // In Spanish, where staying in the language means keeping the /es prefix and its words.
  test('offers the two buttons, tips and the seven popular pages, all in the visitor’s language', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/nothing-here')
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: text.home })).toHaveAttribute('href', '/es')
    await expect(main.getByRole('link', { name: text.services })).toHaveAttribute(
      'href',
      '/es/servicios',
    )
    await expect(
      main.locator('section', { hasText: text.popular }).getByRole('listitem'),
    ).toHaveCount(7)
    const popular = main.locator('section', { hasText: text.popular }).getByRole('link')
    await expect(popular).toHaveCount(7)
    const hrefs = await popular.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([
      '/es/servicios/seo',
      '/es/servicios/geo',
      '/es/servicios/cro',
      '/es/servicios/shopify',
      '/es/servicios/saas',
      '/es/blog',
      '/es/contacto',
    ])
    await expect(
      main.getByRole('listitem').filter({ hasNotText: /SEO|GEO|CRO|Shopify|SaaS|Blog|Conta/ }),
    ).toHaveCount(3)
  })
})

test.describe('not-found page, in the section it was sent for', () => {
  // The host sends the not-found page of the address's folder, which marks no section current.
  for (const path of ['/es/no/such/page', '/pt/servicos/nada', '/blog/no-such-post']) {
    test(`${path} answers 404, with no section current`, async ({ page }) => {
      const errors = collectBrowserErrors(page)
      const response = await gotoHydrated(page, path)
      expect(response?.status()).toBe(404)
      const nav = page.locator('header nav').first()
      await expect(nav.locator('button[aria-controls]')).not.toHaveAttribute('data-current')
      await expect(nav.locator('a[aria-current="page"]')).toHaveCount(0)
      expect(errors).toEqual([])
    })
  }
})
