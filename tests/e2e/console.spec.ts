import { expect, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated, locales } from './helpers'

for (const { code, prefix } of locales) {
  test(`no console errors or hydration warnings on load and navigation (${code})`, async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, `${prefix}/unknown`)
    await page.locator('footer').getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    expect(errors).toEqual([])
  })
}

test('the sitemap and robots.txt are served', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toContain('Sitemap: https://nexadigital.agency/sitemap.xml')
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(await sitemap.text()).toContain('<urlset')
})
