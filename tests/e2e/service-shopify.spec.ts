import { expect, test } from '@playwright/test'

import { copyIn } from '../copy'
import { buttonLookalikes, gotoHydrated } from './helpers'

// The page's sections, stores, figures and links are read from its HTML (tests/dist/pageContent.test.ts).
test('the Shopify hero draws the partner seal, and nothing in it but its buttons looks pressable', async ({
  page,
}) => {
  await gotoHydrated(page, '/services/shopify')
  const hero = page.locator('main section').first()
  const seal = hero
    .locator('p', { hasText: copyIn('en')('shopify:hero.partner') })
    .locator('svg use')
  await expect
    .poll(() => seal.evaluate((use: SVGUseElement) => use.getBBox().width))
    .toBeGreaterThan(0)
  expect(await buttonLookalikes(hero)).toEqual([])
})
