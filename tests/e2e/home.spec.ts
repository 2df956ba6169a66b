import { expect, type Page, test } from '@playwright/test'

import {
  collectBrowserErrors,
  freezeClock,
  gotoHydrated,
  locales,
  normalize,
  PHONE,
} from './helpers'

const copy = {
  en: {
    pageTitle: 'AI-Powered SEO, CRO & SaaS Agency | Nexa Digital',
    tagline: 'AI-Powered SEO, CRO & SaaS',
    title: 'Outrun the Algorithm. Outsmart the Market.',
    subtitle: 'Built to Rank. Designed to Scale.',
    getStarted: 'Get Started',
    claim: 'Up to +247% more traffic',
    sections: [
      '247% average traffic increase',
      'Five ways to win',
      'The numbers behind the work',
      'Speed is a ranking factor. We treat it like one.',
      'First in ChatGPT',
      'Good company',
      'Nexa Digital vs. typical agencies',
      'Ready to transform your digital presence?',
    ],
    highlights: ['3.2s', '10+', '$2.4M'],
    numbers: ['200+', '500+', '+286%', '+42%', '98%', '94%'],
    columns: ['What you get', 'Nexa Digital', 'Typical agency'],
    firstRow: ['Keyword and content research', 'AI-assisted, in every plan', 'Manual spreadsheets'],
    rating: 'Rated 4.9 out of 5 from 127 client reviews',
    audit: 'Get Your Free Audit',
    explore: 'Explore Our Services',
  },
  es: {
    pageTitle: 'Agencia de SEO, CRO y SaaS con IA | Nexa Digital',
    tagline: 'SEO, CRO y SaaS impulsados por IA',
    title: 'Supera al algoritmo. Gánale al mercado.',
    subtitle: 'Hecho para posicionar. Diseñado para escalar.',
    getStarted: 'Comienza ahora',
    claim: 'Hasta +247% más tráfico',
    sections: [
      '247% de aumento promedio en tráfico',
      'Cinco formas de ganar',
      'Los números detrás del trabajo',
      'La velocidad es un factor de posicionamiento. La tratamos como tal.',
      'Primero en ChatGPT',
      'Buena compañía',
      'Nexa Digital vs. las agencias tradicionales',
      '¿Listo para transformar tu presencia digital?',
    ],
    highlights: ['3.2s', '10+', 'USD 2.4 M'],
    numbers: ['200+', '500+', '+286%', '+42%', '98%', '94%'],
    columns: ['Qué obtienes', 'Nexa Digital', 'Agencia tradicional'],
    firstRow: [
      'Investigación de palabras clave y contenido',
      'Con IA, en todos los planes',
      'Hojas de cálculo manuales',
    ],
    rating: 'Calificación de 4.9 de 5 en 127 reseñas de clientes',
    audit: 'Obtén tu auditoría gratis',
    explore: 'Conoce nuestros servicios',
  },
  pt: {
    pageTitle: 'Agência de SEO, CRO e SaaS com IA | Nexa Digital',
    tagline: 'SEO, CRO e SaaS com IA',
    title: 'Ultrapasse o algoritmo. Supere o mercado.',
    subtitle: 'Feito para ranquear. Projetado para escalar.',
    getStarted: 'Comece agora',
    claim: 'Até +247% mais tráfego',
    sections: [
      '247% de aumento médio de tráfego',
      'Cinco formas de vencer',
      'Os números por trás do trabalho',
      'Velocidade é fator de ranqueamento. Nós a tratamos assim.',
      'Primeiro no ChatGPT',
      'Boa companhia',
      'Nexa Digital vs. agências tradicionais',
      'Pronto para transformar sua presença digital?',
    ],
    highlights: ['3,2 s', '10+', 'US$ 2,4 mi'],
    numbers: ['200+', '500+', '+286%', '+42%', '98%', '94%'],
    columns: ['O que você recebe', 'Nexa Digital', 'Agência tradicional'],
    firstRow: [
      'Pesquisa de palavras-chave e conteúdo',
      'Com IA, em todos os planos',
      'Planilhas manuais',
    ],
    rating: 'Nota 4,9 de 5 em 127 avaliações de clientes',
    audit: 'Peça sua auditoria gratuita',
    explore: 'Conheça nossos serviços',
  },
}

const AI_PLATFORMS = ['ChatGPT', 'Gemini', 'Claude', 'Perplexity', 'Copilot', 'Meta AI']
const SERVICES = ['seo', 'geo', 'cro', 'shopify', 'saas']

for (const { code, prefix } of locales) {
  test.describe(`home page (${code})`, () => {
    const text = copy[code]
    const home = prefix || '/'

    test('has the hero and every section in the spec order', async ({ page }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, home)
      await expect(page).toHaveTitle(text.pageTitle)
      const hero = page.locator('main section').first()
      await expect(hero).toContainText(text.tagline)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      await expect(hero).toContainText(text.subtitle)
      await expect(hero).toContainText('SEO · GEO · CRO · LLM · UX/UI · SaaS')
      await expect(hero).toContainText(text.claim)

      const headings = page.locator('main h2')
      expect((await headings.allTextContents()).map(normalize)).toEqual(text.sections)
      // The order on screen is the order in the document.
      const tops = await headings.evaluateAll((list) =>
        list.map((h) => h.getBoundingClientRect().top),
      )
      expect([...tops].sort((a, b) => a - b)).toEqual(tops)
      expect(errors).toEqual([])
    })

    test('shows the figures of the 247% block and the numbers grid', async ({ page }) => {
      await gotoHydrated(page, home)
      const grids = page.locator('main dl')
      await expect(grids).toHaveCount(2)
      expect((await grids.nth(0).locator('dd').allTextContents()).map(normalize)).toEqual(
        text.highlights,
      )
      expect((await grids.nth(1).locator('dd').allTextContents()).map(normalize)).toEqual(
        text.numbers,
      )
      await expect(page.getByText('100', { exact: true })).toBeVisible()
    })

    test('every button and card leads to the right page in the same language', async ({ page }) => {
      await gotoHydrated(page, home)
      await expect(page.getByRole('link', { name: text.getStarted })).toHaveAttribute(
        'href',
        `${prefix}/contact`,
      )
      const cardLinks = await page
        .locator('main article a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(cardLinks).toEqual(SERVICES.map((id) => `${prefix}/services/${id}`))
      await expect(page.getByRole('link', { name: text.audit })).toHaveAttribute(
        'href',
        `${prefix}/contact`,
      )
      await expect(page.getByRole('link', { name: text.explore })).toHaveAttribute(
        'href',
        `${prefix}/services`,
      )
      await page.locator('main article a').last().click()
      await expect(page).toHaveURL(`${prefix}/services/saas`)
    })

    test('lists six AI platforms with their self-hosted marks, twelve clients and a testimonial', async ({
      page,
      request,
    }) => {
      await gotoHydrated(page, home)
      const platforms = page.locator('#home-ai ~ * li')
      expect(await platforms.locator('span:first-of-type').allTextContents()).toEqual(AI_PLATFORMS)
      const logos = await platforms
        .locator('img')
        .evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''))
      expect(logos).toHaveLength(6)
      for (const src of logos) {
        expect(src).toMatch(/^\/images\/llms\/[a-z-]+\.svg$/)
        const response = await request.get(src)
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toContain('image/svg+xml')
      }
      await expect(
        page.locator('main ul').filter({ hasText: 'Solaris Outdoor' }).locator('li'),
      ).toHaveCount(12)
      await expect(page.locator('main figure blockquote')).toHaveCount(1)
      await expect(page.locator('main figure figcaption')).toContainText('Daniela Ríos')
      await expect(page.locator('main')).toContainText(text.rating)
    })

    test('compares with other agencies in a real table', async ({ page }) => {
      await gotoHydrated(page, home)
      const table = page.getByRole('table')
      expect((await table.getByRole('columnheader').allTextContents()).map(normalize)).toEqual(
        text.columns,
      )
      await expect(table.getByRole('rowheader')).toHaveCount(6)
      const firstRow = table.getByRole('row').nth(1)
      expect((await firstRow.locator('th, td').allTextContents()).map(normalize)).toEqual(
        text.firstRow,
      )
    })
  })
}

test.describe('comparison table on a phone', () => {
  test.use({ viewport: PHONE })

  test('fits 390 px without scrolling sideways, every cell readable', async ({ page }) => {
    for (const { prefix } of locales) {
      await gotoHydrated(page, prefix || '/')
      const table = page.getByRole('table')
      await table.scrollIntoViewIfNeeded()
      const layout = await table.evaluate((element) => ({
        tableRight: element.getBoundingClientRect().right,
        tableScroll: element.scrollWidth - element.clientWidth,
        pageScroll: document.documentElement.scrollWidth - window.innerWidth,
        narrowest: Math.min(
          ...[...element.querySelectorAll('th, td')].map(
            (cell) => cell.getBoundingClientRect().width,
          ),
        ),
        smallestFont: Math.min(
          ...[...element.querySelectorAll('th, td')].map((cell) =>
            parseFloat(getComputedStyle(cell).fontSize),
          ),
        ),
      }))
      expect(layout.tableRight).toBeLessThanOrEqual(390)
      expect(layout.tableScroll).toBeLessThanOrEqual(0)
      expect(layout.pageScroll).toBeLessThanOrEqual(0)
      expect(layout.narrowest).toBeGreaterThan(90)
      expect(layout.smallestFont).toBeGreaterThanOrEqual(12)
    }
  })
})

/** Where the hero's parts are and how visible its main content is, as a visitor would judge. */
function heroState(page: Page) {
  return page.evaluate(() => {
    const hero = document.querySelector('main section')
    const tagline = hero?.querySelector('p')
    const heading = hero?.querySelector('h1')
    if (!hero || !tagline || !heading) throw new Error('The home hero is missing its parts')
    const centre = (box: DOMRect) => box.top + box.height / 2
    // The content's visibility is the product of its ancestors' opacity, up to the hero.
    let opacity = 1
    for (let node: Element | null = heading; node && node !== hero; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity)
    }
    return {
      phase: document.documentElement.dataset.intro ?? null,
      taglineOffCentre:
        centre(tagline.getBoundingClientRect()) - centre(hero.getBoundingClientRect()),
      contentOpacity: opacity,
      headingText: heading.textContent,
    }
  })
}

/** Fakes the page's clock and stops it, so only the test moves time on. */
test.describe('hero intro with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the tagline holds centred for 2 s, moves up, and the content fades in at 2.5 s, with no layout shift', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as never as { shifts: number[] }).shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as never as { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await freezeClock(page)
    await page.goto('/')

    let state = await heroState(page)
    expect(state.phase).toBe('loading')
    expect(Math.abs(state.taglineOffCentre)).toBeLessThan(4)
    expect(state.contentOpacity).toBe(0)
    // Hidden from view, never from the document: crawlers and screen readers have it all.
    expect(state.headingText).toBe(copy.en.title)

    await page.clock.runFor(1900)
    state = await heroState(page)
    expect(state.phase).toBe('loading')
    expect(Math.abs(state.taglineOffCentre)).toBeLessThan(4)

    await page.clock.runFor(150)
    await expect.poll(async () => (await heroState(page)).taglineOffCentre).toBeLessThan(-100)
    state = await heroState(page)
    expect(state.phase).toBe('moving')
    expect(state.contentOpacity).toBe(0)

    await page.clock.runFor(500)
    expect((await heroState(page)).phase).toBe('ready')
    await expect.poll(async () => (await heroState(page)).contentOpacity).toBe(1)

    const shifts = await page.evaluate(() => (window as never as { shifts: number[] }).shifts)
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0)
  })

  test('arriving on the home page by a link inside the site shows the hero at once', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Nexa Digital, home page' })
      .click()
    await expect(page).toHaveURL('/')
    const state = await heroState(page)
    expect(state.phase).not.toBe('loading')
    expect(state.phase).not.toBe('moving')
    await expect.poll(async () => (await heroState(page)).contentOpacity).toBe(1)
  })
})

test.describe('hero intro under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('shows the whole hero at once, the tagline in its place', async ({ page }) => {
    await freezeClock(page)
    await page.goto('/es')
    const state = await heroState(page)
    expect(state.phase).toBeNull()
    expect(state.contentOpacity).toBe(1)
    expect(state.taglineOffCentre).toBeLessThan(-100)
  })
})

test.describe('hero without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the whole hero at once', async ({ page }) => {
    await page.goto('/pt')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.pt.title)
    await expect(page.getByRole('link', { name: copy.pt.getStarted })).toBeVisible()
    expect(await page.locator('html').getAttribute('data-intro')).toBeNull()
  })
})
