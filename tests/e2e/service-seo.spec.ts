import { expect, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated, jsonLdBlocks, locales, normalize } from './helpers'

const copy = {
  en: {
    pageTitle: 'SEO Services: AI-Powered Search Engine Optimization | Nexa Digital',
    title: 'Rank where your customers search.',
    sections: [
      "If they can't find you, they buy from someone else",
      'What we do',
      'Results that compound',
      'Plans that grow with you',
      'How we work',
      'Ready to transform your digital presence?',
    ],
    plans: ['Starter', 'Growth', 'Scale'],
    prices: ['$999', '$2,499', '$4,999'],
    popular: 'Most Popular',
    ctas: ['Get Started', 'Start Growing', 'Contact Sales'],
    growthFirstFeature: 'Everything in Starter',
    steps: ['Audit', 'Strategy', 'Execute', 'Optimize'],
  },
  es: {
    pageTitle: 'Servicios de SEO: posicionamiento en buscadores con IA | Nexa Digital',
    title: 'Posiciónate donde te buscan tus clientes.',
    sections: [
      'Si no te encuentran, le compran a alguien más',
      'Lo que hacemos',
      'Resultados que se acumulan',
      'Planes que crecen contigo',
      'Cómo trabajamos',
      '¿Listo para transformar tu presencia digital?',
    ],
    plans: ['Starter', 'Growth', 'Scale'],
    prices: ['USD 999', 'USD 2,499', 'USD 4,999'],
    popular: 'Más popular',
    ctas: ['Comenzar', 'Empieza a crecer', 'Habla con ventas'],
    growthFirstFeature: 'Todo lo de Starter',
    steps: ['Auditoría', 'Estrategia', 'Ejecución', 'Optimización'],
  },
  pt: {
    pageTitle: 'Serviços de SEO: otimização para buscadores com IA | Nexa Digital',
    title: 'Apareça onde seus clientes procuram.',
    sections: [
      'Se não encontram você, compram de outra pessoa',
      'O que fazemos',
      'Resultados que se acumulam',
      'Planos que crescem com você',
      'Como trabalhamos',
      'Pronto para transformar sua presença digital?',
    ],
    plans: ['Starter', 'Growth', 'Scale'],
    prices: ['US$ 999', 'US$ 2.499', 'US$ 4.999'],
    popular: 'Mais popular',
    ctas: ['Começar', 'Comece a crescer', 'Fale com vendas'],
    growthFirstFeature: 'Tudo do Starter',
    steps: ['Auditoria', 'Estratégia', 'Execução', 'Otimização'],
  },
}

for (const { code, prefix } of locales) {
  test.describe(`SEO service page (${code})`, () => {
    const text = copy[code]
    const url = `${prefix}/services/seo`

    test('has every section in order, three features, four results and four steps', async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, url)
      await expect(page).toHaveTitle(text.pageTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      expect((await page.locator('main h2').allTextContents()).map(normalize)).toEqual(
        text.sections,
      )
      await expect(page.locator('#seo-features ~ * > li')).toHaveCount(3)
      expect((await page.locator('#seo-results ~ * dd').allTextContents()).map(normalize)).toEqual([
        '+286%',
        '500+',
        '98%',
        '13+',
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
        await expect(cta).toHaveAttribute('href', `${prefix}/contact`)
      }
      await expect(plans.nth(1).locator('ul > li').first()).toHaveText(text.growthFirstFeature)
    })

    test('states its starting price of 999 USD in structured data', async ({ page }) => {
      await gotoHydrated(page, url)
      const blocks = await jsonLdBlocks(page)
      const service = blocks.find((block) => block['@type'] === 'Service')
      expect(service).toMatchObject({
        offers: { price: 999, priceCurrency: 'USD' },
        provider: { '@type': 'ProfessionalService' },
      })
    })
  })
}
