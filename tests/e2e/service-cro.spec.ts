import { expect, type Page, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated, jsonLdBlocks, locales, normalize } from './helpers'

const copy = {
  en: {
    pageTitle: 'CRO Services: Conversion Rate Optimization | Nexa Digital',
    title: 'Turn more visitors into customers.',
    sections: [
      'What is a better conversion rate worth?',
      'Everything that moves the needle',
      'Results our clients measure',
      'Our five-step methodology',
      'Ready to transform your digital presence?',
    ],
    visitors: 'Monthly visitors',
    currentRate: 'Current conversion rate',
    optimizedRate: 'Optimized conversion rate',
    status: (extra: string, increase: string) =>
      `${extra} extra customers per month, revenue increase ${increase}.`,
    thousands: (n: string) => n,
    crumbs: ['Home', 'Services', 'CRO'],
  },
  es: {
    pageTitle: 'Servicios de CRO: optimización de la tasa de conversión | Nexa Digital',
    title: 'Convierte a más visitantes en clientes.',
    sections: [
      '¿Cuánto vale una mejor tasa de conversión?',
      'Todo lo que mueve la aguja',
      'Resultados que nuestros clientes miden',
      'Nuestra metodología en cinco pasos',
      '¿Listo para transformar tu presencia digital?',
    ],
    visitors: 'Visitantes al mes',
    currentRate: 'Tasa de conversión actual',
    optimizedRate: 'Tasa de conversión optimizada',
    status: (extra: string, increase: string) =>
      `${extra} clientes adicionales al mes, aumento de ingresos de ${increase}.`,
    thousands: (n: string) => n,
    crumbs: ['Inicio', 'Servicios', 'CRO'],
  },
  pt: {
    pageTitle: 'Serviços de CRO: otimização da taxa de conversão | Nexa Digital',
    title: 'Transforme mais visitantes em clientes.',
    sections: [
      'Quanto vale uma taxa de conversão melhor?',
      'Tudo o que faz diferença',
      'Resultados que nossos clientes medem',
      'Nossa metodologia em cinco etapas',
      'Pronto para transformar sua presença digital?',
    ],
    visitors: 'Visitantes por mês',
    currentRate: 'Taxa de conversão atual',
    optimizedRate: 'Taxa de conversão otimizada',
    status: (extra: string, increase: string) =>
      `${extra} clientes a mais por mês, aumento de receita de ${increase}.`,
    // Brazilian Portuguese groups thousands with a full stop.
    thousands: (n: string) => n.replace(',', '.'),
    crumbs: ['Início', 'Serviços', 'CRO'],
  },
}

/** The four results as shown, in order: now, after, extra, increase. */
async function results(page: Page) {
  const values = await page.locator('#cro-calculator ~ * dd').allTextContents()
  return values.map(normalize)
}

for (const { code, prefix, tag } of locales) {
  test.describe(`CRO service page (${code})`, () => {
    // A visitor whose browser speaks the page's language: no language suggestion lies over
    // the sliders the pointer test clicks by position.
    test.use({ locale: tag })
    const text = copy[code]
    const url = `${prefix}/services/cro`

    test('has the hero, the calculator and every section in order', async ({ page }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, url)
      await expect(page).toHaveTitle(text.pageTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      expect((await page.locator('main h2').allTextContents()).map(normalize)).toEqual(
        text.sections,
      )
      await expect(page.locator('#cro-features ~ * li')).toHaveCount(6)
      await expect(page.locator('#cro-method ~ * ol > li')).toHaveCount(5)
      expect((await page.locator('#cro-results ~ * dd').allTextContents()).map(normalize)).toEqual([
        '+42%',
        '500+',
        '98%',
        '94%',
      ])
      await expect(page.locator('main a[href$="/contact"]').first()).toHaveAttribute(
        'href',
        `${prefix}/contact`,
      )
      await expect(page.locator('main a[href$="/services"]')).toHaveAttribute(
        'href',
        `${prefix}/services`,
      )
      expect(errors).toEqual([])
    })

    test('the calculator starts at its defaults and follows the keyboard', async ({ page }) => {
      await gotoHydrated(page, url)
      const visitors = page.getByLabel(text.visitors)
      const current = page.getByLabel(text.currentRate)
      const optimized = page.getByLabel(text.optimizedRate)
      await expect(visitors).toHaveValue('10000')
      await expect(current).toHaveValue('2')
      await expect(optimized).toHaveValue('4')
      expect(await results(page)).toEqual(['200', '400', '200', '+100%'])

      // One step up: 11,000 visitors.
      await visitors.focus()
      await page.keyboard.press('ArrowRight')
      await expect(visitors).toHaveAttribute('aria-valuetext', text.thousands('11,000'))
      expect(await results(page)).toEqual(['220', '440', '220', '+100%'])

      // Two half-point steps up: 3% today, so 330 now, 440 after, +33%.
      await current.focus()
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      expect(await results(page)).toEqual(['330', '440', '110', '+33%'])
      await expect(page.getByRole('status')).toHaveText(text.status('110', '+33%'))

      // Home: the optimized rate drops to 0.5%, below today's rate: a loss.
      await optimized.focus()
      await page.keyboard.press('Home')
      expect(await results(page)).toEqual(['330', '55', '-275', '-83%'])
    })

    test('the calculator follows the pointer', async ({ page }) => {
      await gotoHydrated(page, url)
      const visitors = page.getByLabel(text.visitors)
      const optimized = page.getByLabel(text.optimizedRate)
      // A click at the far end of a slider sets its maximum.
      const end = async (slider: typeof visitors) => {
        await slider.scrollIntoViewIfNeeded()
        const box = await slider.boundingBox()
        if (!box) throw new Error('slider not laid out')
        await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2)
      }
      await end(visitors)
      await expect(visitors).toHaveValue('100000')
      await end(optimized)
      await expect(optimized).toHaveValue('10')
      // 100,000 visitors: 2% is 2,000 customers, 10% is 10,000, five times as many.
      expect(await results(page)).toEqual([
        text.thousands('2,000'),
        text.thousands('10,000'),
        text.thousands('8,000'),
        '+400%',
      ])
    })

    test('states its starting price and its place in the site', async ({ page }) => {
      await gotoHydrated(page, url)
      const blocks = await jsonLdBlocks(page)
      const service = blocks.find((block) => block['@type'] === 'Service')
      expect(service).toMatchObject({
        offers: { price: 1499, priceCurrency: 'USD' },
        url: `https://nexadigital.agency${url}`,
      })
      const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList')
      expect(breadcrumb?.itemListElement).toEqual(
        text.crumbs.map((name, index) => expect.objectContaining({ position: index + 1, name })),
      )
    })
  })
}
