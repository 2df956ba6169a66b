import { expect, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, PHONE, textsOf } from './helpers'

// The page behaves the same in every language: tested in English, copy from locales/en.
const t = copyIn('en')
const text = {
  kinds: ['saas', 'crm', 'mobile'].map((id) => t(`saas:hero.kind.${id}`)),
  start: t('common:cta.primaryProject'),
  scoping: t('common:cta.offer.saas-scoping.button'),
  offers: ['saas', 'crm', 'mobile'].map((id) => t(`saas:offers.${id}.title`)),
  prices: ['USD 15,000', 'USD 12,000', 'USD 18,000'],
  terms: [
    t('saas:offers.weeks', { min: 8, max: 12 }),
    t('saas:offers.support', { days: 30 }),
    t('saas:offers.fixedPrice'),
  ].join(' · '),
  sections: [
    // Three offers and seven steps, counted in words in their headings.
    ...['offers', 'stack', 'showcase', 'process', 'support', 'comparison'].map((id) =>
      t(`saas:${id}.title`, { offers: 3, steps: 7 }),
    ),
    t('common:cta.offer.saas-scoping.title'),
  ],
  columns: [
    t('saas:comparison.feature'),
    site.name,
    t('saas:comparison.agencies'),
    t('saas:comparison.freelancers'),
  ],
  blueprint: t('saas:stack.blueprint'),
  comparison: t('saas:comparison.caption', { name: site.name }),
}

test.describe('SaaS service page', () => {
  const url = '/services/saas'

  test('has the three kinds in the hero and every section in order', async ({ page }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, url)
    expect(
      await textsOf(
        page.locator('main section').first().locator('ul:not([data-hero-visual] ul) > li'),
      ),
    ).toEqual(text.kinds)
    expect(await textsOf(page.locator('main h2'))).toEqual(text.sections)
    await expect(page.locator('#saas-process ~ * ol > li')).toHaveCount(7)
    // Each opens the form with its offer chosen; the hero and the closing call, the scoping call.
    const starts = page.getByRole('link', { name: text.start })
    expect(
      await Promise.all((await starts.all()).map((link) => link.getAttribute('href'))),
    ).toEqual([
      '/contact/saas-scoping',
      '/contact/saas-saas',
      '/contact/saas-crm',
      '/contact/saas-mobile',
    ])
    await expect(page.getByRole('link', { name: text.scoping })).toHaveAttribute(
      'href',
      '/contact/saas-scoping',
    )
    expect(errors).toEqual([])
  })

  test('leads from its stack to the blueprint, in the same language', async ({ page }) => {
    await gotoHydrated(page, '/pt/servicos/saas')
    await page.getByRole('link', { name: copyIn('pt')('saas:stack.blueprint') }).click()
    await expect(page).toHaveURL('/pt/blueprint')
  })

  test('offers three fixed prices, ten features each, 8-12 weeks and 30 days of support', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    const offers = page.locator('#saas-offers ~ ul > li')
    expect(await textsOf(offers.locator('h3'))).toEqual(text.offers)
    expect(await textsOf(offers.locator('strong'))).toEqual(text.prices)
    for (const offer of await offers.all()) {
      await expect(offer.locator('ul > li')).toHaveCount(10)
      await expect(offer).toContainText(text.terms)
    }
  })

  test('shows our four products, each opening its own site in a new tab', async ({ page }) => {
    await gotoHydrated(page, url)
    const links = page.locator('#saas-showcase ~ ul h3 a')
    await expect(links).toHaveCount(4)
    const targets = await links.evaluateAll((anchors: HTMLAnchorElement[]) =>
      anchors.map((a) => [a.getAttribute('href'), a.target, a.rel]),
    )
    expect(targets.map(([href]) => href)).toEqual([
      'https://vibeqa.app',
      'https://managio.app',
      'https://apps.shopify.com/access-age',
      'https://ezeo.app',
    ])
    for (const [, target, rel] of targets) {
      expect(target).toBe('_blank')
      expect(rel).toBe('noopener noreferrer')
    }
  })

  test('compares with big agencies and freelancers in a table, no tab stop where it fits', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    const table = page.getByRole('table')
    expect(await textsOf(table.getByRole('columnheader'))).toEqual(text.columns)
    await expect(table.getByRole('rowheader')).toHaveCount(6)
    // A table that scrolls nothing leaves the tab order.
    const region = page.getByRole('region', { name: text.comparison })
    await region.scrollIntoViewIfNeeded()
    await expect(region).toHaveAttribute('tabindex', '-1')
  })
})

test.describe('SaaS comparison on a phone', () => {
  test.use({ viewport: PHONE })

  test('scrolls inside its own labelled region, never the page', async ({ page }) => {
    await gotoHydrated(page, '/services/saas')
    const region = page.getByRole('region', { name: text.comparison })
    await region.scrollIntoViewIfNeeded()
    const layout = await region.evaluate((element) => ({
      overflow: element.scrollWidth - element.clientWidth,
      pageScroll: document.documentElement.scrollWidth - window.innerWidth,
    }))
    expect(layout.overflow).toBeGreaterThan(0)
    expect(layout.pageScroll).toBeLessThanOrEqual(0)
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })
})
