import { expect, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated, jsonLdBlocks, locales, textsOf } from './helpers'

const copy = {
  en: {
    pageTitle: 'GEO Services: Generative Engine Optimization | Nexa Digital',
    title: 'Be the answer AI assistants give.',
    sections: [
      'Where your customers now ask',
      'How GEO works',
      'Reach that keeps growing',
      'What we optimize',
      'Ready to transform your digital presence?',
    ],
    users: ['180M+ users', '100M+ users', '50M+ users', '10M+ users'],
    steps: ['Audit', 'Optimize', 'Monitor', 'Iterate'],
    reach: '340M+',
  },
  es: {
    pageTitle: 'Servicios de GEO: optimización para motores generativos | Nexa Digital',
    title: 'Sé la respuesta que dan los asistentes de IA.',
    sections: [
      'Donde tus clientes preguntan ahora',
      'Cómo funciona el GEO',
      'Un alcance que sigue creciendo',
      'Lo que optimizamos',
      '¿Listo para transformar tu presencia digital?',
    ],
    users: ['180 M+ usuarios', '100 M+ usuarios', '50 M+ usuarios', '10 M+ usuarios'],
    steps: ['Auditoría', 'Optimización', 'Monitoreo', 'Iteración'],
    reach: '340 M+',
  },
  pt: {
    pageTitle: 'Serviços de GEO: otimização para motores generativos | Nexa Digital',
    title: 'Seja a resposta que os assistentes de IA dão.',
    sections: [
      'Onde seus clientes perguntam agora',
      'Como o GEO funciona',
      'Um alcance que não para de crescer',
      'O que otimizamos',
      'Pronto para transformar sua presença digital?',
    ],
    users: ['180 mi+ usuários', '100 mi+ usuários', '50 mi+ usuários', '10 mi+ usuários'],
    steps: ['Auditoria', 'Otimização', 'Monitoramento', 'Iteração'],
    reach: '340 mi+',
  },
}

for (const { code, prefix } of locales) {
  test.describe(`GEO service page (${code})`, () => {
    const text = copy[code]
    const url = `${prefix}/services/geo`

    test('has the four AI platforms with their users, the process, results and features', async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, url)
      await expect(page).toHaveTitle(text.pageTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      expect(await textsOf(page.locator('main h2'))).toEqual(text.sections)
      const platforms = page.locator('#geo-platforms ~ * li')
      expect(await textsOf(platforms.locator('span:first-of-type'))).toEqual([
        'ChatGPT',
        'Gemini',
        'Claude',
        'Perplexity',
      ])
      expect(await textsOf(platforms.locator('span:last-of-type'))).toEqual(text.users)
      expect(await textsOf(page.locator('#geo-process ~ * ol > li h3'))).toEqual(text.steps)
      expect((await textsOf(page.locator('#geo-results ~ * dd')))[0]).toBe(text.reach)
      await expect(page.locator('#geo-features ~ * > li')).toHaveCount(3)
      await expect(page.locator('main a[href$="/services"]')).toHaveAttribute(
        'href',
        `${prefix}/services`,
      )
      expect(errors).toEqual([])
    })

    test('states its starting price of 1,999 USD in structured data', async ({ page }) => {
      await gotoHydrated(page, url)
      const service = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Service')
      expect(service?.offers).toMatchObject({ price: 1999, priceCurrency: 'USD' })
    })
  })
}
