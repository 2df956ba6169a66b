import { describe, expect, test } from 'vitest'

import { type Locale, localeInfo, locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { blueprintDownloadPath, roadmapPhaseIds } from '../../src/content/blueprint'
import { saasOfferIds, saasOfferPrices } from '../../src/content/saas'
import {
  seoPlanIds,
  seoPlanPrices,
  serviceBilling,
  startingPrices,
} from '../../src/content/services'
import { founderIds } from '../../src/content/team'
import { formatMoney } from '../../src/features/i18n/format'
import { createFormatting } from '../../src/features/i18n/formatting'
import { localizePath, splitLocale } from '../../src/features/i18n/localePath'
import { type ServiceId, serviceIds, servicePath } from '../../src/routing/paths'
import { readSitemap } from '../audit/sitePages'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, jsonLdOf, pageAt, pageIn, textOf } from './builtPages'

/** What pages tell search engines about themselves, read from the built HTML; that every block is well formed: siteAudit and structuredDataVocabulary. */
const pages = await builtPagesByPath()

/** A price specification as its page states the price: in the site's currency, tax on top, per month when monthly. */
const priced = (amount: Record<string, number>, monthly: boolean) =>
  expect.objectContaining({
    '@type': monthly ? 'UnitPriceSpecification' : 'PriceSpecification',
    ...amount,
    priceCurrency: site.pricing.currency,
    valueAddedTaxIncluded: false,
    ...(monthly && {
      unitCode: 'MON',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    }),
  })

describe.each(locales)('$code service pages', ({ code }) => {
  const t = copyIn(code)
  const serviceOf = (id: ServiceId) => {
    const path = localizePath(code, servicePath(id))
    const service = jsonLdOf(pageAt(pages, path)).find((block) => block['@type'] === 'Service')
    return { path, service }
  }

  test.each(serviceIds)(
    '%s names its service and its provider, the business of the home page',
    (id) => {
      const { path, service } = serviceOf(id)
      const home = jsonLdOf(pageIn(pages, code, '/'))
      const business = home.find((block) => block['@type'] === 'ProfessionalService')
      expect(service).toMatchObject({
        name: t(`common:nav.service.${id}.description`),
        serviceType: t(`common:nav.service.${id}.description`),
        url: `${site.origin}${path}`,
        provider: { '@id': business?.['@id'] },
      })
    },
  )

  test('SEO offers its three plans at their monthly prices, as the pricing table shows them', () => {
    expect(serviceOf('seo').service?.offers).toEqual(
      seoPlanIds.map((plan) =>
        expect.objectContaining({
          '@type': 'Offer',
          name: t(`seo:pricing.plan.${plan}.name`),
          priceCurrency: site.pricing.currency,
          priceSpecification: priced({ price: seoPlanPrices[plan] }, true),
        }),
      ),
    )
  })

  test('software, Shopify, CRO and GEO are offered "from" the prices their pages show, per month or per project', () => {
    expect(serviceOf('saas').service?.offers).toEqual(
      saasOfferIds.map((offer) =>
        expect.objectContaining({
          '@type': 'Offer',
          name: t(`saas:offers.${offer}.title`),
          priceSpecification: priced({ minPrice: saasOfferPrices[offer] }, false),
        }),
      ),
    )
    for (const id of ['shopify', 'cro', 'geo'] as const) {
      expect(serviceOf(id).service?.offers).toEqual([
        expect.objectContaining({
          '@type': 'Offer',
          priceSpecification: priced(
            { minPrice: startingPrices[id] },
            serviceBilling[id] === 'month',
          ),
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
  expect(unshownPrices(planted, page.document.body.textContent ?? '', 'en')).toEqual(['USD 1,299'])
})

describe('single pages, in English', () => {
  const t = copyIn('en')
  const ofType = (path: string, type: string) =>
    jsonLdOf(pageAt(pages, path)).find((block) => block['@type'] === type)

  test('the about page describes the agency and its founders', () => {
    const organization = ofType('/about', 'Organization')
    expect(organization).toMatchObject({
      foundingDate: '2011',
      founder: founderIds.map((id, index) => ({
        '@type': 'Person',
        name: ['Alejandro Vega', 'Lucía Paredes'][index],
        jobTitle: t(`people:roles.${id}`),
      })),
      numberOfEmployees: { value: 11 },
    })
    expect(ofType('/about', 'AboutPage')).toMatchObject({
      inLanguage: localeInfo('en').tag,
      about: { '@id': organization?.['@id'] },
    })
  })

  test('the blueprint describes its roadmap as a HowTo with four phases of five steps', () => {
    const howTo = ofType('/blueprint', 'HowTo')
    expect(howTo?.name).toBe(t('blueprint:hero.title'))
    expect(howTo?.subjectOf).toMatchObject({
      '@type': 'DigitalDocument',
      name: t('blueprint:resources.blueprint.title'),
      url: `${site.origin}${blueprintDownloadPath('en')}`,
    })
    const steps = howTo?.step as { name: string; itemListElement: { text: string }[] }[]
    expect(steps.map((step) => step.name)).toEqual(
      roadmapPhaseIds.map((id) => t(`blueprint:roadmap.phase.${id}`)),
    )
    expect(steps.map((step) => step.itemListElement.length)).toEqual(roadmapPhaseIds.map(() => 5))
    expect(steps[0]?.itemListElement[0]?.text).toBe(t('blueprint:checklist.setup1'))
  })

  test('the contact page marks up exactly its four shown questions and answers as an FAQ page', () => {
    const questions = [...pageAt(pages, '/contact').document.querySelectorAll('main details')]
    expect(questions).toHaveLength(4)
    const entries = ofType('/contact', 'FAQPage')?.mainEntity as {
      name: string
      acceptedAnswer: { text: string }
    }[]
    expect(entries.map((entry) => entry.name)).toEqual(
      questions.map((question) => textOf(question.querySelector('summary'))),
    )
    expect(entries.map((entry) => entry.acceptedAnswer.text)).toEqual(
      questions.map((question) => question.querySelector('p')?.textContent),
    )
  })

  test.each([
    ['/blog', ['blog:meta.breadcrumb']],
    ['/services/cro', ['common:nav.services', 'cro:meta.breadcrumb']],
  ])('%s states its place in the site', (path, crumbs) => {
    expect(ofType(path, 'BreadcrumbList')?.itemListElement).toEqual(
      ['common:breadcrumb.home', ...crumbs].map((key, index) =>
        expect.objectContaining({ position: index + 1, name: t(key) }),
      ),
    )
  })
})

/** The breadcrumb list of a page, found by its label in the page's language. */
const trailOf = (path: string, document: Document) =>
  document.querySelector(
    `main nav[aria-label="${copyIn(splitLocale(path).locale)('common:breadcrumb.label')}"] ol`,
  )

/** Google counts only visible markup: every page shows the trail it marks up, and marks up none it does not show. */
test('every page of the sitemap below a home page shows its trail, and every trail marked up is the one the page shows, links included', () => {
  const belowHome = readSitemap()
    .map(({ path }) => path)
    .filter((path) => splitLocale(path).logicalPath !== '/')
  const faults: string[] = []
  for (const [path, page] of pages) {
    const marked = jsonLdOf(page).find((block) => block['@type'] === 'BreadcrumbList') as
      { itemListElement: { name: string; item: string }[] } | undefined
    const nav = trailOf(path, page.document)
    if (!marked && !nav) {
      if (belowHome.includes(path)) faults.push(`${path}: shows no trail`)
      continue
    }
    if (!marked || !nav) {
      faults.push(`${path}: ${marked ? 'marks up a trail it does not show' : 'shows no trail'}`)
      continue
    }
    const shown = [...nav.querySelectorAll('li')].map((item) => {
      const link = item.querySelector('a')
      return {
        name: item.textContent,
        item: link ? `${site.origin}${link.getAttribute('href')}` : `${site.origin}${path}`,
        current: item.querySelector('[aria-current="page"]') !== null,
      }
    })
    const expected = marked.itemListElement.map(({ name, item }, index, all) => ({
      name,
      item,
      current: index === all.length - 1,
    }))
    if (JSON.stringify(shown) !== JSON.stringify(expected)) {
      faults.push(`${path}: shows ${JSON.stringify(shown)}, marks up ${JSON.stringify(expected)}`)
    }
  }
  expect(belowHome.length).toBeGreaterThan(40)
  expect(faults).toEqual([])
})
