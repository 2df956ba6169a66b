import { expect, test } from '@playwright/test'

import { copyIn } from '../copy'
import { gotoHydrated } from './helpers'

// The page behaves the same in every language: tested in English, copy from locales/en.
// The details beside the form are ContactDetails.test.tsx's.
const t = copyIn('en')

test('the contact page answers four questions in disclosures that open from the keyboard', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact')
  const faq = page.getByRole('region', { name: t('contact:faq.title') })
  const questions = faq.locator('details')
  await expect(questions).toHaveCount(4)
  const pricing = questions.filter({ hasText: t('contact:faq.pricing.question') })
  const answer = pricing.locator('p')
  await expect(answer).toBeHidden()
  await pricing.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await expect(answer).toContainText(
    t('contact:faq.pricing.answer', {
      seoPrice: 'USD 999 a month',
      saasPrice: 'USD 12,000 per project',
      terms: t('common:price.terms'),
    }),
  )
})
