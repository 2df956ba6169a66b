import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { site } from '../../src/config/site'
import { blueprintFileName, roadmapPhaseIds } from '../../src/content/blueprint'
import { clientIds, clientName } from '../../src/content/clients'
import { qualityTargets, yearsInBusiness } from '../../src/content/company'
import { seoPlanIds } from '../../src/content/services'
import { founderIds } from '../../src/content/team'
import { copyIn } from '../copy'
import { builtPagesByPath, hrefsOf, pageAt, textOf, textsOf } from './builtPages'

/** What each page of the site shows before any script runs: sections, figures and links (moved from the browser tests). */

const byPath = await builtPagesByPath()
const t = copyIn('en')

/** The page at `path`, with its elements' texts and attributes read as a crawler reads them. */
function page(path: string) {
  const { document } = pageAt(byPath, path)
  const all = (selector: string) => [...document.querySelectorAll(selector)]
  return {
    document,
    count: (selector: string) => all(selector).length,
    texts: (selector: string) => textsOf(document, selector),
    attributes: (selector: string, name: string) =>
      all(selector).map((element) => element.getAttribute(name)),
    text: (selector: string) => textOf(document.querySelector(selector)),
    /** Where the links in `main` named `name` lead. */
    links: (name: string) => hrefsOf(document.querySelector('main'), name),
  }
}

const AI_PLATFORMS = ['ChatGPT', 'Gemini', 'Claude', 'Perplexity', 'Copilot', 'Meta AI']
const AI_PLATFORM_IDS = ['chatgpt', 'gemini', 'claude', 'perplexity', 'copilot', 'meta-ai']
const SERVICES = ['seo', 'geo', 'cro', 'shopify', 'saas']
const rating = t('testimonials:rating', { rating: '4.9', best: 5, reviews: 127 })

describe('home', () => {
  const home = page('/')

  test('has the hero and every section in the spec order', () => {
    const hero = home.text('main section')
    for (const key of ['tagline', 'subtitle', 'services'])
      expect(hero).toContain(t(`home:hero.${key}`))
    expect(hero).toContain(t('home:hero.claim', { value: '286%' }))
    expect(home.texts('main h2')).toEqual([
      `+286% ${t('home:numbers.traffic')}`,
      // The spec's five services; the heading counts them in words ("Five ways to win").
      t('home:services.title', { services: 5 }),
      t('home:numbers.title'),
      t('home:speed.title'),
      t('home:ai.title'),
      t('home:clients.title'),
      // The quote band's heading, for screen readers only: the quote speaks for itself.
      t('home:quote.title'),
      t('home:comparison.title', { name: site.name }),
      t('common:cta.title'),
    ])
  })

  test('shows the headline figures, the numbers grid and the speed bar every build meets', () => {
    const grids = [...home.document.querySelectorAll('main dl')]
    expect(grids.map((grid) => textsOf(grid, 'dd'))).toEqual([
      ['<3s', `${yearsInBusiness}+`],
      ['200+', '500+', '+286%', '+42%', '98%', '94%'],
    ])
    expect(home.texts('main *')).toContain(`${qualityTargets.lighthouseScore}+`)
  })

  test('in Spanish, every button and card leads to the right page in Spanish', () => {
    const es = page('/es')
    const tEs = copyIn('es')
    expect(es.links(tEs('home:hero.cta'))).toEqual(['/es/contacto'])
    expect(es.attributes('main article a', 'href')).toEqual(
      SERVICES.map((id) => `/es/servicios/${id}`),
    )
    expect(es.links(tEs('common:cta.primary'))).toEqual(['/es/contacto/seo-audit'])
    expect(es.links(tEs('common:cta.secondary'))).toEqual(['/es/servicios'])
  })

  test('lists six AI platforms and twelve clients, each with its mark from the picture sprite, and one testimonial without a rating', () => {
    expect(home.texts('#home-ai ~ * li span:first-of-type')).toEqual(AI_PLATFORMS)
    expect(home.texts('#home-clients ~ * li')).toEqual(clientIds.map(clientName))
    // That the sprite draws each symbol is sprites.test.ts's, for every page.
    const marks = home.attributes('#home-ai ~ * li svg use, #home-clients ~ * li svg use', 'href')
    expect(marks.map((href) => href?.replace(/^\/assets\/pictures\.[\w-]+\.svg#/, ''))).toEqual([
      ...AI_PLATFORM_IDS.map((id) => `ai-${id}`),
      ...clientIds.map((id) => `client-${id}`),
    ])
    expect(home.count('main figure blockquote')).toBe(1)
    expect(home.text('main figure figcaption')).toContain('Daniela Ríos')
    // No rating without a source a visitor can follow (site.reviewSource, empty here).
    expect(home.text('main')).not.toContain(rating)
  })

  test('compares with other agencies in a real table', () => {
    expect(home.texts('main table thead th')).toEqual([
      t('home:comparison.feature'),
      site.name,
      t('home:comparison.others'),
    ])
    expect(home.count('main table tbody th[scope="row"]')).toBe(6)
    expect(home.texts('main table tbody tr:first-child > *')).toEqual(
      ['feature', 'us', 'others'].map((column) => t(`home:comparison.row.ai.${column}`)),
    )
  })
})

describe('about', () => {
  const about = page('/about')

  test('tells the story: six milestones, two founders, nine team members, three values, three figures', () => {
    expect(about.texts('main h2')).toEqual([
      ...['story', 'values', 'timeline', 'founders', 'team'].map((id) => t(`about:${id}.title`)),
      t('about:stats.title', { name: site.name }),
      t('common:cta.offer.call.title'),
    ])
    expect(about.texts('#about-timeline ~ ol > li time')).toEqual([
      '2011',
      '2014',
      '2016',
      '2019',
      '2021',
      '2024',
    ])
    expect(about.texts('#about-founders ~ ul > li h3')).toEqual(['Alejandro Vega', 'Lucía Paredes'])
    const founders = about.texts('#about-founders ~ ul > li')
    founderIds.forEach((id, index) => expect(founders[index]).toContain(t(`people:roles.${id}`)))
    const members = about.texts('#about-team ~ ul > li')
    expect(members).toHaveLength(9)
    expect(members[0]).toContain(`Diego Hernández`)
    expect(members[0]).toContain(t('people:roles.diego'))
    expect(about.count('#about-values ~ ul > li')).toBe(3)
    expect(about.texts('#about-stats ~ * dd')).toEqual([`${yearsInBusiness}+`, '500+', '11'])
  })

  test('leads to the contact page and the services', () => {
    expect(about.links(t('common:cta.offer.call.button'))).toEqual(['/contact/call'])
    expect(about.links(t('common:cta.secondary'))).toEqual(['/services'])
  })
})

describe('clients', () => {
  const clients = page('/clients')
  const studies = '#clients-case-studies ~ * article'

  test('shows twelve clients with their industry and result, three case studies and figures, no rating', () => {
    expect(clients.texts('main h2')).toEqual(
      ['list', 'testimonials', 'caseStudies', 'stats']
        .map((id) => t(`clients:${id}.title`))
        .concat(t('common:cta.offer.call.title')),
    )
    const cards = '#clients-list ~ ul > li'
    expect(clients.count(cards)).toBe(12)
    expect(clients.texts(`${cards}:first-child p, ${cards}:first-child h3`)).toEqual([
      t('clients:categories.ecommerce'),
      'Solaris Outdoor',
      `+112% ${t('clients:client.solaris-outdoor.result')}`,
    ])
    expect(clients.texts(`${studies} h3`)).toEqual([
      'Casa Verde Mezcal',
      'Nimbus Analytics',
      'AndesPay',
    ])
    expect(textsOf(clients.document.querySelector(studies), 'dd')).toEqual([
      '+247%',
      '+58%',
      '-70%',
    ])
    // The headline figure of a case study is the client card's figure.
    expect(clients.texts(cards)[1]).toContain('+247%')
    expect(clients.texts('#clients-stats ~ * dd')).toEqual(['200+', '98%', '94%'])
    expect(clients.text('main')).not.toContain(rating)
  })

  test('each case study has its sized, self-hosted illustration and a way to ask for the same', () => {
    const images = [...clients.document.querySelectorAll(`${studies} img`)]
    expect(images).toHaveLength(3)
    for (const image of images) {
      const src = image.getAttribute('src') ?? ''
      expect(src).toMatch(/^\/images\/case-studies\/[a-z-]+\.svg$/)
      expect(readFileSync(join(CLIENT_DIR, src), 'utf8')).toContain('<svg')
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '400'])
      expect(image.getAttribute('alt')).toBeTruthy()
    }
    expect(clients.links(t('clients:caseStudies.cta'))).toEqual([
      '/contact',
      '/contact',
      '/contact',
    ])
  })
})

describe('blueprint', () => {
  const blueprint = page('/blueprint')
  const SECTION_IDS = ['stack', 'infrastructure', 'workflow', 'implementation', 'resources']

  test('shows the hero’s badges, every section, the stats and the four phases of five steps, none done', () => {
    expect(blueprint.texts('main section:first-of-type ul li')).toEqual(
      ['react', 'supabase', 'vercel', 'stripe'].map((id) => t(`blueprint:hero.badge.${id}`)),
    )
    expect(blueprint.texts('main h2')).toEqual(
      ['stack', 'stats', 'infrastructure', 'workflow', 'roadmap', 'cta', 'resources'].map((id) =>
        t(`blueprint:${id}.title`),
      ),
    )
    expect(blueprint.texts('#quality dd')).toEqual(['<3s', '99.9%', '90+', 'A+', '80%'])
    const listed = Object.fromEntries(
      ['stack', 'infrastructure', 'workflow', 'resources'].map((id) => [
        id,
        blueprint.count(`#${id} > div > ul > li`),
      ]),
    )
    expect(listed).toEqual({ stack: 3, infrastructure: 8, workflow: 5, resources: 3 })
    const weeks = [
      t('blueprint:roadmap.weeks', { from: 1, to: 2 }),
      t('blueprint:roadmap.weeks', { from: 3, to: 4 }),
      t('blueprint:roadmap.week', { week: 5 }),
      t('blueprint:roadmap.week', { week: 6 }),
    ]
    const phases = [
      ...blueprint.document.querySelectorAll('[role="group"][aria-labelledby^="roadmap-"]'),
    ]
    expect(phases.map((group) => textOf(group.querySelector('h3')))).toEqual(
      roadmapPhaseIds.map((id) => t(`blueprint:roadmap.phase.${id}`)),
    )
    phases.forEach((group, index) => {
      expect(textOf(group)).toContain(weeks[index])
      expect(textOf(group)).toContain(t('blueprint:roadmap.progress', { done: 0, total: 5 }))
      expect(group.querySelectorAll('label > input[type="checkbox"]:not([checked])')).toHaveLength(
        5,
      )
    })
    // The script that restores ticks comes after every box, so it runs once they are parsed.
    expect(blueprint.count('#implementation ol ~ script')).toBe(1)
    expect(blueprint.texts('[aria-current="step"]')).toEqual([
      expect.stringContaining(t('blueprint:roadmap.current')) as string,
    ])
    expect(blueprint.text('[aria-current="step"] h3')).toBe(
      t(`blueprint:roadmap.phase.${roadmapPhaseIds[0]}`),
    )
    expect(blueprint.text('#implementation [role="status"]')).toBe(
      t('blueprint:roadmap.progress', { done: 0, total: 20 }),
    )
  })

  test('its top bar’s anchors lead to the sections, also without JavaScript', () => {
    // One list for wide screens, one in the phone's disclosure.
    for (const list of ['> ul', 'details ul']) {
      const links = `nav[aria-label="${t('blueprint:toc.label')}"] ${list} > li > a`
      expect(blueprint.texts(links)).toEqual(SECTION_IDS.map((id) => t(`blueprint:toc.${id}`)))
      expect(blueprint.attributes(links, 'href')).toEqual(SECTION_IDS.map((id) => `#${id}`))
    }
    for (const id of SECTION_IDS) expect(blueprint.count(`#${id} h2`), id).toBe(1)
  })

  test('links the QA card to the testing product in a new tab, and every quote link to the form, software chosen', () => {
    const qa = [...blueprint.document.querySelectorAll('#workflow a')].find((a) =>
      textOf(a).startsWith(t('blueprint:workflow.qa.link', { name: 'VibeQA' })),
    )
    expect(qa?.getAttribute('href')).toBe(
      site.projects.find((project) => project.id === 'vibeqa')?.url,
    )
    expect(qa?.getAttribute('target')).toBe('_blank')
    // The bar's (shown on narrower screens only), the hero's and the closing block's.
    const quotes = [...blueprint.document.querySelectorAll('main a')].filter(
      (a) => textOf(a) === t('common:nav.getQuote'),
    )
    expect(quotes.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual(
      Array(3).fill(['/contact/saas', null]),
    )
  })

  test('offers each language’s Markdown blueprint under its own name', () => {
    const es = page('/es/blueprint')
    const link = [...es.document.querySelectorAll('main section:first-of-type a')].find(
      (a) => textOf(a) === copyIn('es')('blueprint:download'),
    )
    expect(link?.getAttribute('download')).toBe(blueprintFileName('es'))
    const markdown = readFileSync(join(CLIENT_DIR, link?.getAttribute('href') ?? 'none'), 'utf8')
    const title = readFileSync('locales/es/blueprint.md', 'utf8').split('\n')[0] ?? ''
    expect(markdown.startsWith(title)).toBe(true)
  })
})

describe('service pages', () => {
  test('CRO: every section in order, six features, four results and five steps, leading to a teardown', () => {
    const cro = page('/services/cro')
    expect(cro.texts('main h2')).toEqual([
      // The spec's five-step methodology, counted in words in its heading.
      ...['calculator', 'features', 'results', 'method'].map((id) =>
        t(`cro:${id}.title`, { steps: 5 }),
      ),
      t('common:cta.offer.cro-teardown.title'),
    ])
    expect([cro.count('#cro-features ~ * li'), cro.count('#cro-method ~ * ol > li')]).toEqual([
      6, 5,
    ])
    expect(cro.texts('#cro-results ~ * dd')).toEqual(['+42%', '500+', '98%', '94%'])
    expect(cro.attributes('main a[href^="/contact"]', 'href')[0]).toBe('/contact/cro-teardown')
    expect(cro.links(t('common:cta.secondary'))).toEqual(['/services'])
  })

  test('GEO: the six AI assistants with their published users, the process, results and features', () => {
    const geo = page('/services/geo')
    expect(geo.texts('main h2')).toEqual([
      ...['platforms', 'process', 'results', 'features'].map((id) => t(`geo:${id}.title`)),
      t('common:cta.offer.geo-check.title'),
    ])
    expect(geo.texts('#geo-platforms ~ * li span:first-of-type')).toEqual(AI_PLATFORMS)
    // Each maker's figure in its own unit (src/content/aiPlatforms.ts), or none where none is published.
    expect(geo.texts('#geo-platforms ~ * li span:last-of-type')).toEqual([
      t('geo:platforms.users.week', { users: '800M' }),
      t('geo:platforms.users.month', { users: '650M' }),
      t('geo:platforms.unpublished'),
      t('geo:platforms.unpublished'),
      t('geo:platforms.users.month', { users: '150M' }),
      t('geo:platforms.users.month', { users: '1B' }),
    ])
    expect(geo.texts('#geo-process ~ * ol > li h3')).toEqual(
      ['audit', 'optimize', 'monitor', 'iterate'].map((id) => t(`geo:process.${id}.title`)),
    )
    expect(geo.texts('#geo-results ~ * dd')[0]).toBe('800M')
    expect(geo.count('#geo-features ~ * > li')).toBe(3)
    expect(geo.links(t('common:cta.secondary'))).toEqual(['/services'])
  })

  test('SEO: every section in order, three monthly plans of five features, Growth the most popular, each leading to the form', () => {
    const seo = page('/services/seo')
    expect(seo.texts('main h2')).toEqual([
      ...['problem', 'features', 'results', 'pricing', 'process'].map((id) => t(`seo:${id}.title`)),
      t('common:cta.title'),
    ])
    expect(seo.count('#seo-features ~ * > li')).toBe(3)
    expect(seo.texts('#seo-results ~ * dd')).toEqual([
      '+286%',
      '500+',
      '98%',
      `${yearsInBusiness}+`,
    ])
    expect(seo.texts('#seo-process ~ * ol > li h3')).toEqual(
      ['audit', 'strategy', 'execute', 'optimize'].map((id) => t(`seo:process.${id}.title`)),
    )
    const plans = [...seo.document.querySelectorAll('#seo-pricing ~ ul > li')]
    expect(plans.map((plan) => textOf(plan.querySelector('h3')))).toEqual(
      seoPlanIds.map((id) => t(`seo:pricing.plan.${id}.name`)),
    )
    expect(plans.map((plan) => textOf(plan.querySelector('strong')))).toEqual([
      'USD 999',
      'USD 2,499',
      'USD 4,999',
    ])
    expect(plans.map((plan) => plan.querySelectorAll('ul > li').length)).toEqual([5, 5, 5])
    expect(plans.map((plan) => textOf(plan).includes(t('seo:pricing.popular')))).toEqual([
      false,
      true,
      false,
    ])
    expect(textOf(plans[1]?.querySelector('ul > li'))).toBe(
      t('seo:pricing.feature.everythingInStarter'),
    )
    for (const id of seoPlanIds) {
      expect(seo.links(t(`seo:pricing.plan.${id}.cta`))[0], id).toBe(`/contact/seo-${id}`)
    }
  })

  test('Shopify: the partner seal and what it means, six capabilities, six stores, figures and six steps; a build and a review to ask for', () => {
    const shopify = page('/services/shopify')
    const badge = [...shopify.document.querySelectorAll('main section:first-of-type p')].find((p) =>
      textOf(p).includes(t('shopify:hero.partner')),
    )
    expect(textOf(badge)).toContain(t('shopify:hero.partnerMeaning'))
    expect(badge?.querySelector('svg use')?.getAttribute('href')).toMatch(/#shopify-partner$/)
    expect(shopify.texts('main h2')).toEqual([
      // Six steps, counted in words in the process heading.
      ...['capabilities', 'portfolio', 'stats', 'process'].map((id) =>
        t(`shopify:${id}.title`, { steps: 6 }),
      ),
      t('common:cta.offer.shopify-review.title'),
    ])
    expect(shopify.count('#shopify-capabilities ~ * > li')).toBe(6)
    expect(shopify.texts('#shopify-portfolio ~ ul > li h3')).toEqual([
      'Casa Verde Mezcal',
      'Solaris Outdoor',
      'Brasa Coffee Co.',
      'Maple Ridge Outfitters',
      'Pampa Pet Supply',
      'Costa Azul Resorts',
    ])
    expect(shopify.texts('#shopify-portfolio ~ ul > li')[0]).toContain('+247%')
    expect(shopify.texts('#shopify-stats ~ * dd')[3]).toBe('USD 2,999')
    expect(shopify.count('#shopify-process ~ * ol > li')).toBe(6)
    expect(shopify.links(t('common:cta.primaryProject'))).toEqual(['/contact/shopify-build'])
    expect(shopify.links(t('common:cta.offer.shopify-review.button'))).toEqual([
      '/contact/shopify-review',
    ])
  })

  test('SaaS: three kinds, every section, three fixed-price offers of ten features, four products in new tabs, a comparison table', () => {
    const saas = page('/services/saas')
    const kinds = ['saas', 'crm', 'mobile']
    const heroList = [...saas.document.querySelectorAll('main section:first-of-type ul > li')]
    expect(
      heroList.filter((item) => !item.closest('[data-hero-visual]')).map((item) => textOf(item)),
    ).toEqual(kinds.map((id) => t(`saas:hero.kind.${id}`)))
    expect(saas.texts('main h2')).toEqual([
      // Three offers and seven steps, counted in words in their headings.
      ...['offers', 'stack', 'showcase', 'process', 'support', 'comparison'].map((id) =>
        t(`saas:${id}.title`, { offers: 3, steps: 7 }),
      ),
      t('common:cta.offer.saas-scoping.title'),
    ])
    expect(saas.count('#saas-process ~ * ol > li')).toBe(7)
    // Each opens the form with its offer chosen; the hero and the closing call, the scoping call.
    expect(saas.links(t('common:cta.primaryProject'))).toEqual([
      '/contact/saas-scoping',
      '/contact/saas-saas',
      '/contact/saas-crm',
      '/contact/saas-mobile',
    ])
    expect(saas.links(t('common:cta.offer.saas-scoping.button'))).toEqual(['/contact/saas-scoping'])
    expect(page('/pt/servicos/saas').links(copyIn('pt')('saas:stack.blueprint'))).toEqual([
      '/pt/blueprint',
    ])

    const offers = [...saas.document.querySelectorAll('#saas-offers ~ ul > li')]
    expect(offers.map((offer) => textOf(offer.querySelector('h3')))).toEqual(
      kinds.map((id) => t(`saas:offers.${id}.title`)),
    )
    expect(offers.map((offer) => textOf(offer.querySelector('strong')))).toEqual([
      'USD 15,000',
      'USD 12,000',
      'USD 18,000',
    ])
    const terms = [
      t('saas:offers.weeks', { min: 8, max: 12 }),
      t('saas:offers.support', { days: 30 }),
      t('saas:offers.fixedPrice'),
    ].join(' · ')
    for (const offer of offers) {
      expect(offer.querySelectorAll('ul > li')).toHaveLength(10)
      expect(textOf(offer)).toContain(terms)
    }

    const products = [...saas.document.querySelectorAll('#saas-showcase ~ ul h3 a')]
    expect(
      products.map((a) => [
        a.getAttribute('href'),
        a.getAttribute('target'),
        a.getAttribute('rel'),
      ]),
    ).toEqual(
      [
        'https://vibeqa.app',
        'https://managio.app',
        'https://apps.shopify.com/access-age',
        'https://ezeo.app',
      ].map((href) => [href, '_blank', 'noopener noreferrer']),
    )
    expect(saas.texts('#saas-comparison-section table thead th')).toEqual([
      t('saas:comparison.feature'),
      site.name,
      t('saas:comparison.agencies'),
      t('saas:comparison.freelancers'),
    ])
    expect(saas.count('#saas-comparison-section table tbody th[scope="row"]')).toBe(6)
  })
})

test('the Spanish not-found page offers home, services and seven popular pages, in Spanish', () => {
  const tEs = copyIn('es')
  const notFound = page('/es/404')
  expect(notFound.links(tEs('notFound:goHome'))).toEqual(['/es'])
  expect(notFound.links(tEs('notFound:exploreServices'))).toEqual(['/es/servicios'])
  const popular = [...notFound.document.querySelectorAll('main section')].find((section) =>
    textOf(section).includes(tEs('notFound:popular.title')),
  )
  expect(popular?.querySelectorAll('li')).toHaveLength(7)
  expect([...(popular?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
    '/es/servicios/seo',
    '/es/servicios/geo',
    '/es/servicios/cro',
    '/es/servicios/shopify',
    '/es/servicios/saas',
    '/es/blog',
    '/es/contacto',
  ])
  const tips = [...notFound.document.querySelectorAll('main li')].filter(
    (item) => !/SEO|GEO|CRO|Shopify|SaaS|Blog|Conta/.test(item.textContent ?? ''),
  )
  expect(tips).toHaveLength(3)
})
