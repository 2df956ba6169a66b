import { expect, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated, jsonLdBlocks, locales, textsOf } from './helpers'

const copy = {
  en: {
    pageTitle: 'Shopify Development & Optimization | Nexa Digital',
    title: 'Stores built to sell.',
    partner: 'Certified Shopify Partner',
    start: 'Start Your Project',
    sections: [
      'Everything your store needs',
      'Stores we have built',
      'Shopify in figures',
      'From brief to launch in six steps',
      'Ready to transform your digital presence?',
    ],
    startingPrice: '$2,999',
  },
  es: {
    pageTitle: 'Desarrollo y optimización en Shopify | Nexa Digital',
    title: 'Tiendas hechas para vender.',
    partner: 'Shopify Partner certificado',
    start: 'Inicia tu proyecto',
    sections: [
      'Todo lo que tu tienda necesita',
      'Tiendas que hemos construido',
      'Shopify en cifras',
      'Del brief al lanzamiento en seis pasos',
      '¿Listo para transformar tu presencia digital?',
    ],
    startingPrice: 'USD 2,999',
  },
  pt: {
    pageTitle: 'Desenvolvimento e otimização Shopify | Nexa Digital',
    title: 'Lojas feitas para vender.',
    partner: 'Shopify Partner certificado',
    start: 'Comece seu projeto',
    sections: [
      'Tudo o que a sua loja precisa',
      'Lojas que construímos',
      'Shopify em números',
      'Do briefing ao lançamento em seis etapas',
      'Pronto para transformar sua presença digital?',
    ],
    startingPrice: 'US$ 2.999',
  },
}

for (const { code, prefix } of locales) {
  test.describe(`Shopify service page (${code})`, () => {
    const text = copy[code]
    const url = `${prefix}/services/shopify`

    test('has the partner badge, six capabilities, six stores, figures and six steps', async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, url)
      await expect(page).toHaveTitle(text.pageTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      await expect(page.locator('main section').first()).toContainText(text.partner)
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

    test('"Start Your Project" leads to the contact page, in the hero and at the end', async ({
      page,
    }) => {
      await gotoHydrated(page, url)
      const starts = page.getByRole('link', { name: text.start })
      await expect(starts).toHaveCount(2)
      for (const link of await starts.all()) {
        await expect(link).toHaveAttribute('href', `${prefix}/contact`)
      }
      const service = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Service')
      expect(service?.offers).toMatchObject({ price: 2999, priceCurrency: 'USD' })
    })
  })
}
