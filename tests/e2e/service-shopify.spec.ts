import { expect, test } from '@playwright/test'

import { copyIn } from '../copy'
import { buttonLookalikes, collectBrowserErrors, gotoHydrated, textsOf } from './helpers'

// Tested in English; structured data per language is tests/dist/structuredData.test.ts's.
const t = copyIn('en')
const text = {
  partner: t('shopify:hero.partner'),
  partnerMeaning: t('shopify:hero.partnerMeaning'),
  start: t('common:cta.primaryProject'),
  review: t('common:cta.offer.shopify-review.button'),
  sections: [
    // Six steps, counted in words in the process heading.
    ...['capabilities', 'portfolio', 'stats', 'process'].map((id) =>
      t(`shopify:${id}.title`, { steps: 6 }),
    ),
    t('common:cta.offer.shopify-review.title'),
  ],
  startingPrice: 'USD 2,999',
}

test.describe('Shopify service page', () => {
  const url = '/services/shopify'

  test('has the partner badge, six capabilities, six stores, figures and six steps', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, url)
    // The partner credential: its seal, what it is and what it means, and nothing to press.
    const hero = page.locator('main section').first()
    const badge = hero.locator('p', { hasText: text.partner })
    await expect(badge).toContainText(text.partnerMeaning)
    await expect(badge.locator('svg use')).toHaveAttribute('href', /#shopify-partner$/)
    await expect
      .poll(() => badge.locator('svg use').evaluate((use: SVGUseElement) => use.getBBox().width))
      .toBeGreaterThan(0)
    expect(await buttonLookalikes(hero)).toEqual([])
    expect(await textsOf(page.locator('main h2'))).toEqual(text.sections)
    await expect(page.locator('#shopify-capabilities ~ * > li')).toHaveCount(6)
    const stores = page.locator('#shopify-portfolio ~ ul > li')
    expect(await textsOf(stores.locator('h3'))).toEqual([
      'Casa Verde Mezcal',
      'Solaris Outdoor',
      'Brasa Coffee Co.',
      'Maple Ridge Outfitters',
      'Pampa Pet Supply',
      'Costa Azul Resorts',
    ])
    await expect(stores.first()).toContainText('+247%')
    expect((await textsOf(page.locator('#shopify-stats ~ * dd')))[3]).toBe(text.startingPrice)
    await expect(page.locator('#shopify-process ~ * ol > li')).toHaveCount(6)
    expect(errors).toEqual([])
  })

  test('the hero leads to the form with a store build chosen, the closing call with a store review', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    await expect(page.getByRole('link', { name: text.start })).toHaveAttribute(
      'href',
      '/contact/shopify-build',
    )
    await expect(page.getByRole('link', { name: text.review })).toHaveAttribute(
      'href',
      '/contact/shopify-review',
    )
  })
})
