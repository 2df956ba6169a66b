import { describe, expect, test } from 'vitest'

import { type Locale, locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { saasOfferIds, saasOfferPrices } from '../../src/content/saas'
import { seoPlanIds, seoPlanPrices, startingPrices } from '../../src/content/services'
import { formatMoney } from '../../src/features/i18n/format'
import { createFormatting } from '../../src/features/i18n/formatting'
import { localizePath, splitLocale } from '../../src/features/i18n/localePath'
import { type ServiceId, serviceIds, servicePath } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, jsonLdOf, pageAt } from './builtPages'

const pages = await builtPagesByPath()

describe.each(locales)('$code service pages', ({ code }) => {
  const t = copyIn(code)
  const serviceOf = (id: ServiceId) => {
    const path = localizePath(code, servicePath(id))
    const service = jsonLdOf(pageAt(pages, path)).find((block) => block['@type'] === 'Service')
    return { path, service }
  }

  test.each(serviceIds)('%s names its service and its provider, the business of the home page', (id) => {
    const { path, service } = serviceOf(id)
    const home = jsonLdOf(pageAt(pages, localizePath(code, '/')))
    const business = home.find((block) => block['@type'] === 'ProfessionalService')
    expect(service).toMatchObject({
      name: t(`common:nav.service.${id}.description`),
      serviceType: t(`common:nav.service.${id}.description`),
      url: `${site.origin}${path}`,
      provider: { '@id': business?.['@id'] },
    })
  })

  test('SEO offers its three plans at their monthly prices, as the pricing table shows them', () => {
    expect(serviceOf('seo').service?.offers).toEqual(
      seoPlanIds.map((plan) =>
        expect.objectContaining({
          '@type': 'Offer',
          name: t(`seo:pricing.plan.${plan}.name`),
          priceCurrency: 'USD',
          priceSpecification: expect.objectContaining({
            '@type': 'UnitPriceSpecification',
            price: seoPlanPrices[plan],
            priceCurrency: 'USD',
            unitCode: 'MON',
            valueAddedTaxIncluded: false,
          }),
        }),
      ),
    )
  })

  test('software, Shopify, CRO and GEO are offered "from" the prices their pages show', () => {
    expect(serviceOf('saas').service?.offers).toEqual(
      saasOfferIds.map((offer) =>
        expect.objectContaining({
          '@type': 'Offer',
          name: t(`saas:offers.${offer}.title`),
          priceSpecification: expect.objectContaining({
            '@type': 'PriceSpecification',
            minPrice: saasOfferPrices[offer],
            priceCurrency: 'USD',
          }),
        }),
      ),
    )
    for (const id of ['shopify', 'cro', 'geo'] as const) {
      expect(serviceOf(id).service?.offers).toEqual([
        expect.objectContaining({
          '@type': 'Offer',
          priceSpecification: expect.objectContaining({
            '@type': id === 'shopify' ? 'PriceSpecification' : 'UnitPriceSpecification',
            minPrice: startingPrices[id],
            priceCurrency: 'USD',
          }),
        }),
      ])
    }
  })
})

test('no page marks up a rating of the agency by itself (Google treats it as self-serving)', () => {
  const rated = [...pages.values()]
    .filter((page) => JSON.stringify(jsonLdOf(page)).includes('"AggregateRating"'))
    .map(({ path }) => path)
  expect(rated).toEqual([])
})

function markedUpPrices(node: unknown): { value: number; currency: string }[] {
  if (Array.isArray(node)) return node.flatMap(markedUpPrices)
  if (typeof node !== 'object' || node === null) return []
  const record = node as Record<string, unknown>
  const currency = typeof record.priceCurrency === 'string' ? record.priceCurrency : ''
  const own = ['price', 'lowPrice', 'minPrice']
    .map((key) => record[key])
    .filter((value): value is number => typeof value === 'number')
    .map((value) => ({ value, currency }))
  return [...own, ...Object.values(record).flatMap(markedUpPrices)]
}

/** The marked-up prices a page does not show, written as the page's language writes them. */
function unshownPrices(jsonLd: unknown, shownText: string, locale: Locale): string[] {
  const formatting = createFormatting(locale)
  const text = normalize(shownText)
  return markedUpPrices(jsonLd)
    .map(({ value, currency }) => normalize(formatMoney(formatting, value, currency)))
    .filter((price) => !text.includes(price))
}

test.each([...pages.values()])('$path shows every price its structured data states', (page) => {
  const { locale } = splitLocale(page.path)
  expect(unshownPrices(jsonLdOf(page), page.document.body.textContent ?? '', locale)).toEqual([])
})

test('a price marked up but not shown fails', () => {
  const page = pageAt(pages, '/services/cro')
  const planted = [{ '@type': 'Offer', price: 1299, priceCurrency: 'USD' }]
  expect(unshownPrices(planted, page.document.body.textContent ?? '', 'en')).toEqual([
    'USD 1,299',
  ])
})
