import { expect, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { createFormatting } from '../../src/features/i18n/formatting'
import { businessHours } from '../../src/views/contact/businessHours'
import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated } from './helpers'

// The page behaves the same in every language: tested in English, copy from locales/en.
const t = copyIn('en')
const text = {
  // "9 a.m.–6 p.m.": the hours the config holds, as English writes them.
  hours: t('contact:details.hoursValue', businessHours(createFormatting('en'))),
  response: t('contact:details.responseValue'),
  location: t('contact:details.locationValue'),
  faqTitle: t('contact:faq.title'),
  pricingQuestion: t('contact:faq.pricing.question'),
  pricingAnswer: t('contact:faq.pricing.answer', {
    seoPrice: 'USD 999 a month',
    saasPrice: 'USD 12,000 per project',
    terms: t('common:price.terms'),
  }),
}

test.describe('contact page', () => {
  const url = '/contact'

  test('gives the email, hours, response time, location and social profiles beside the form', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, url)
    const details = page.locator('main aside')
    await expect(details.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    await expect(details).toContainText(text.hours)
    await expect(details).toContainText(text.response)
    await expect(details).toContainText(text.location)
    const social = details.locator('ul a')
    await expect(social).toHaveCount(3)
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(await social.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      site.social.linkedin,
      site.social.twitter,
      site.social.github,
    ])
    expect(errors).toEqual([])
  })

  test('answers four questions in disclosures that open from the keyboard', async ({ page }) => {
    await gotoHydrated(page, url)
    const faq = page.getByRole('region', { name: text.faqTitle })
    const questions = faq.locator('details')
    await expect(questions).toHaveCount(4)
    const pricing = questions.filter({ hasText: text.pricingQuestion })
    const answer = pricing.locator('p')
    await expect(answer).toBeHidden()
    await pricing.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(answer).toBeVisible()
    await expect(answer).toContainText(text.pricingAnswer)
  })
})
