import { expect, test } from '@playwright/test'

import {
  collectBrowserErrors,
  gotoHydrated,
  jsonLdBlocks,
  locales,
  PHONE,
  textsOf,
} from './helpers'

const copy = {
  en: {
    pageTitle: 'Custom SaaS, CRM and Mobile App Development | Nexa Digital',
    title: 'Software that runs your business.',
    kinds: ['SaaS Platforms', 'CRM Systems', 'Mobile Apps'],
    start: 'Start Your Project',
    offers: ['Custom SaaS', 'Custom CRM', 'Mobile Apps'],
    prices: ['$15,000', '$12,000', '$18,000'],
    terms: '8-12 weeks · 30 days of post-launch support · fixed price',
    sections: [
      'Three fixed-price offers',
      'Products we run ourselves',
      'Our technology stack',
      'Seven steps from idea to launch',
      'Support and add-ons',
      'Why not a big agency or a freelancer?',
      'Ready to transform your digital presence?',
    ],
    columns: ['What matters', 'Nexa Digital', 'Big agencies', 'Freelancers'],
    blueprint: 'See the whole blueprint: stack, infrastructure and a six-week launch checklist',
  },
  es: {
    pageTitle: 'Desarrollo de SaaS, CRM y apps móviles a la medida | Nexa Digital',
    title: 'Software que hace funcionar tu negocio.',
    kinds: ['Plataformas SaaS', 'Sistemas CRM', 'Apps móviles'],
    start: 'Inicia tu proyecto',
    offers: ['SaaS a la medida', 'CRM a la medida', 'Apps móviles'],
    prices: ['USD 15,000', 'USD 12,000', 'USD 18,000'],
    terms: '8 a 12 semanas · 30 días de soporte tras el lanzamiento · precio fijo',
    sections: [
      'Tres ofertas a precio fijo',
      'Productos que operamos nosotros mismos',
      'Nuestra tecnología',
      'Siete pasos de la idea al lanzamiento',
      'Soporte y complementos',
      '¿Por qué no una agencia grande o un freelancer?',
      '¿Listo para transformar tu presencia digital?',
    ],
    columns: ['Lo que importa', 'Nexa Digital', 'Agencias grandes', 'Freelancers'],
    blueprint:
      'Ve el blueprint completo: stack, infraestructura y un checklist de lanzamiento de seis semanas',
  },
  pt: {
    pageTitle: 'Desenvolvimento de SaaS, CRM e apps móveis sob medida | Nexa Digital',
    title: 'Software que faz o seu negócio rodar.',
    kinds: ['Plataformas SaaS', 'Sistemas CRM', 'Apps móveis'],
    start: 'Comece seu projeto',
    offers: ['SaaS sob medida', 'CRM sob medida', 'Apps móveis'],
    prices: ['US$ 15.000', 'US$ 12.000', 'US$ 18.000'],
    terms: '8 a 12 semanas · 30 dias de suporte após o lançamento · preço fixo',
    sections: [
      'Três ofertas com preço fixo',
      'Produtos que nós mesmos operamos',
      'Nossa tecnologia',
      'Sete etapas da ideia ao lançamento',
      'Suporte e adicionais',
      'Por que não uma grande agência ou um freelancer?',
      'Pronto para transformar sua presença digital?',
    ],
    columns: ['O que importa', 'Nexa Digital', 'Grandes agências', 'Freelancers'],
    blueprint:
      'Veja o blueprint completo: stack, infraestrutura e um checklist de lançamento de seis semanas',
  },
}

for (const { code, prefix } of locales) {
  test.describe(`SaaS service page (${code})`, () => {
    const text = copy[code]
    const url = `${prefix}/services/saas`

    test('has the three kinds in the hero and every section in order', async ({ page }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, url)
      await expect(page).toHaveTitle(text.pageTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      expect(await textsOf(page.locator('main section').first().locator('li'))).toEqual(text.kinds)
      expect(await textsOf(page.locator('main h2'))).toEqual(text.sections)
      await expect(page.locator('#saas-process ~ * ol > li')).toHaveCount(7)
      for (const link of await page.getByRole('link', { name: text.start }).all()) {
        await expect(link).toHaveAttribute('href', `${prefix}/contact`)
      }
      await expect(page.getByRole('link', { name: text.start })).toHaveCount(5)
      expect(errors).toEqual([])
    })

    test('leads from its stack to the blueprint, in the same language', async ({ page }) => {
      await gotoHydrated(page, url)
      await page.getByRole('link', { name: text.blueprint }).click()
      await expect(page).toHaveURL(`${prefix}/blueprint`)
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    })

    test('offers three fixed prices, ten features each, 8-12 weeks and 30 days of support', async ({
      page,
    }) => {
      await gotoHydrated(page, url)
      const offers = page.locator('#saas-offers ~ ul > li')
      expect(await textsOf(offers.locator('h3'))).toEqual(text.offers)
      expect(await textsOf(offers.locator('strong'))).toEqual(text.prices)
      for (const offer of await offers.all()) {
        await expect(offer.locator('ul > li')).toHaveCount(10)
        await expect(offer).toContainText(text.terms)
      }
      const service = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Service')
      expect(service?.offers).toMatchObject({ price: 12000, priceCurrency: 'USD' })
    })

    test('shows our four products, each opening its own site in a new tab', async ({ page }) => {
      await gotoHydrated(page, url)
      const links = page.locator('#saas-showcase ~ ul h3 a')
      await expect(links).toHaveCount(4)
      const targets = await links.evaluateAll((anchors: HTMLAnchorElement[]) =>
        anchors.map((a) => [a.getAttribute('href'), a.target, a.rel]),
      )
      expect(targets.map(([href]) => href)).toEqual([
        'https://vibeqa.app',
        'https://managio.app',
        'https://apps.shopify.com/access-age',
        'https://ezeo.app',
      ])
      for (const [, target, rel] of targets) {
        expect(target).toBe('_blank')
        expect(rel).toBe('noopener noreferrer')
      }
    })

    test('compares with big agencies and freelancers in a table', async ({ page }) => {
      await gotoHydrated(page, url)
      const table = page.getByRole('table')
      expect(await textsOf(table.getByRole('columnheader'))).toEqual(text.columns)
      await expect(table.getByRole('rowheader')).toHaveCount(6)
    })
  })
}

test.describe('SaaS comparison on a phone', () => {
  test.use({ viewport: PHONE })

  test('scrolls inside its own labelled region, never the page', async ({ page }) => {
    await gotoHydrated(page, '/services/saas')
    const region = page.getByRole('region', {
      name: 'How Nexa Digital compares with big agencies and freelancers',
    })
    await region.scrollIntoViewIfNeeded()
    const layout = await region.evaluate((element) => ({
      overflow: element.scrollWidth - element.clientWidth,
      pageScroll: document.documentElement.scrollWidth - window.innerWidth,
    }))
    expect(layout.overflow).toBeGreaterThan(0)
    expect(layout.pageScroll).toBeLessThanOrEqual(0)
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })
})
