import { expect, test } from '@playwright/test'

import { yearsInBusiness } from '../../src/content/company'
import { seoPlanIds } from '../../src/content/services'
import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, normalize } from './helpers'

// Tested in English; structured data per language is tests/dist/structuredData.test.ts's.
const t = copyIn('en')
const text = {
  sections: [
    ...['problem', 'features', 'results', 'pricing', 'process'].map((id) => t(`seo:${id}.title`)),
    t('common:cta.title'),
  ],
  plans: seoPlanIds.map((id) => t(`seo:pricing.plan.${id}.name`)),
  prices: ['USD 999', 'USD 2,499', 'USD 4,999'],
  popular: t('seo:pricing.popular'),
  ctas: seoPlanIds.map((id) => t(`seo:pricing.plan.${id}.cta`)),
  growthFirstFeature: t('seo:pricing.feature.everythingInStarter'),
  steps: ['audit', 'strategy', 'execute', 'optimize'].map((id) => t(`seo:process.${id}.title`)),
}

test.describe('SEO service page', () => {
  const url = '/services/seo'

  test('has every section in order, three features, four results and four steps', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, url)
    expect((await page.locator('main h2').allTextContents()).map(normalize)).toEqual(text.sections)
    await expect(page.locator('#seo-features ~ * > li')).toHaveCount(3)
    expect((await page.locator('#seo-results ~ * dd').allTextContents()).map(normalize)).toEqual([
      '+286%',
      '500+',
      '98%',
      `${yearsInBusiness}+`,
    ])
    expect(
      (await page.locator('#seo-process ~ * ol > li h3').allTextContents()).map(normalize),
    ).toEqual(text.steps)
    expect(errors).toEqual([])
  })

  test('prices the three monthly plans, Growth marked most popular, each leading to contact', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    const plans = page.locator('#seo-pricing ~ ul > li')
    await expect(plans).toHaveCount(3)
    expect((await plans.locator('h3').allTextContents()).map(normalize)).toEqual(text.plans)
    expect((await plans.locator('strong').allTextContents()).map(normalize)).toEqual(text.prices)
    await expect(page.getByText(text.popular, { exact: true })).toHaveCount(1)
    await expect(plans.nth(1)).toContainText(text.popular)
    for (const [index, plan] of (await plans.all()).entries()) {
      await expect(plan.locator('ul > li')).toHaveCount(5)
      const cta = plan.getByRole('link', { name: text.ctas[index] })
      await expect(cta).toHaveAttribute('href', `/contact/seo-${seoPlanIds[index]}`)
    }
    await expect(plans.nth(1).locator('ul > li').first()).toHaveText(text.growthFirstFeature)
  })
})
