import { expect, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { collectBrowserErrors, gotoHydrated, jsonLdBlocks, locales, textsOf } from './helpers'

const copy = {
  en: {
    pageTitle: 'Contact Us: Get a Free SEO Audit or a Project Quote | Nexa Digital',
    title: 'Let’s talk about your growth',
    hours: 'Monday to Friday, 09:00–18:00 (Mexico City time)',
    response: 'within 24 hours',
    location: 'Mexico City',
    faqTitle: 'Frequently asked questions',
    pricingQuestion: 'How much does a project cost?',
    pricingAnswer: 'SEO plans start at $999 a month, and custom software starts at $12,000',
  },
  es: {
    pageTitle: 'Contacto: auditoría SEO gratis y cotizaciones | Nexa Digital',
    title: 'Hablemos de tu crecimiento',
    hours: 'Lunes a viernes, de 09:00 a 18:00 (hora de la Ciudad de México)',
    response: 'menos de 24 horas',
    location: 'Ciudad de México',
    faqTitle: 'Preguntas frecuentes',
    pricingQuestion: '¿Cuánto cuesta un proyecto?',
    pricingAnswer:
      'Los planes de SEO empiezan en USD 999 al mes y el software a la medida desde USD 12,000',
  },
  pt: {
    pageTitle: 'Contato: auditoria de SEO grátis e orçamentos | Nexa Digital',
    title: 'Vamos falar sobre o seu crescimento',
    hours: 'Segunda a sexta, das 09:00 às 18:00 (horário da Cidade do México)',
    response: 'até 24 horas',
    location: 'Cidade do México',
    faqTitle: 'Perguntas frequentes',
    pricingQuestion: 'Quanto custa um projeto?',
    pricingAnswer:
      'Os planos de SEO começam em US$ 999 por mês, e o software sob medida a partir de US$ 12.000',
  },
}

for (const { code, prefix } of locales) {
  test.describe(`contact page (${code})`, () => {
    const text = copy[code]
    const url = `${prefix}/contact`

    test('gives the email, hours, response time, location and social profiles beside the form', async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, url)
      await expect(page).toHaveTitle(text.pageTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
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
      expect(await social.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        [site.social.twitter, site.social.linkedin, site.social.github],
      )
      expect(errors).toEqual([])
    })

    test('answers four questions in disclosures, and marks up exactly those as an FAQ page', async ({
      page,
    }) => {
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

      const faqPage = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'FAQPage')
      const entries = faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
      expect(entries.map((entry) => entry.name)).toEqual(
        await textsOf(questions.locator('summary')),
      )
      expect(entries.map((entry) => entry.acceptedAnswer.text)).toEqual(
        await questions.locator('p').evaluateAll((ps) => ps.map((p) => p.textContent)),
      )
    })
  })
}
