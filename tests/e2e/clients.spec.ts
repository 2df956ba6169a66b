import { expect, type Page, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated, jsonLdBlocks, locales, textsOf } from './helpers'

const copy = {
  en: {
    pageTitle: 'Clients, Testimonials and Case Studies | Nexa Digital',
    title: 'Results our clients can count',
    sections: [
      'Who we work with',
      'In their own words',
      'Case studies',
      'Our clients in figures',
      'Ready to transform your digital presence?',
    ],
    firstCard: ['E-commerce', 'Solaris Outdoor', '+112% online revenue'],
    nav: 'Main',
    navClients: 'Clients',
    carousel: 'Client testimonials',
    choose: 'Choose a testimonial',
    dot: (author: string) => `Show the testimonial from ${author}`,
    next: 'Next testimonial',
    similar: 'Get Similar Results',
    caseStudyFigures: ['+247%', '+58%', '-62%'],
    stats: ['200+', '98%', '94%', '$2.4M'],
    rating: 'Rated 4.9 out of 5 from 127 client reviews',
  },
  es: {
    pageTitle: 'Clientes, testimonios y casos de éxito | Nexa Digital',
    title: 'Resultados que nuestros clientes pueden contar',
    sections: [
      'Con quién trabajamos',
      'En sus propias palabras',
      'Casos de éxito',
      'Nuestros clientes en cifras',
      '¿Listo para transformar tu presencia digital?',
    ],
    firstCard: ['E-commerce', 'Solaris Outdoor', '+112% ingresos en línea'],
    nav: 'Principal',
    navClients: 'Clientes',
    carousel: 'Testimonios de clientes',
    choose: 'Elige un testimonio',
    dot: (author: string) => `Ver el testimonio de ${author}`,
    next: 'Testimonio siguiente',
    similar: 'Obtén resultados similares',
    caseStudyFigures: ['+247%', '+58%', '-62%'],
    stats: ['200+', '98%', '94%', 'USD 2.4 M'],
    rating: 'Calificación de 4.9 de 5 en 127 reseñas de clientes',
  },
  pt: {
    pageTitle: 'Clientes, depoimentos e cases de sucesso | Nexa Digital',
    title: 'Resultados que nossos clientes podem contar',
    sections: [
      'Com quem trabalhamos',
      'Nas palavras deles',
      'Cases de sucesso',
      'Nossos clientes em números',
      'Pronto para transformar sua presença digital?',
    ],
    firstCard: ['E-commerce', 'Solaris Outdoor', '+112% receita on-line'],
    nav: 'Principal',
    navClients: 'Clientes',
    carousel: 'Depoimentos de clientes',
    choose: 'Escolha um depoimento',
    dot: (author: string) => `Ver o depoimento de ${author}`,
    next: 'Próximo depoimento',
    similar: 'Quero resultados assim',
    caseStudyFigures: ['+247%', '+58%', '-62%'],
    stats: ['200+', '98%', '94%', 'US$ 2,4 mi'],
    rating: 'Nota 4,9 de 5 em 127 avaliações de clientes',
  },
}

const AUTHORS = ['Daniela Ríos', 'Marcus Bennett', 'Javier Quiroga', 'Beatriz Nogueira'] as const

/** The carousel's slides and which of them a visitor can see. */
async function visibleAuthors(page: Page): Promise<string[]> {
  const authors: string[] = []
  for (const slide of await page.locator('[aria-roledescription] figure').all()) {
    if (await slide.isVisible()) authors.push(await slide.locator('figcaption strong').innerText())
  }
  return authors
}

for (const { code, prefix } of locales) {
  test.describe(`Clients page (${code})`, () => {
    const text = copy[code]
    const url = `${prefix}/clients`

    test('shows twelve clients with their industry and result, three case studies and figures', async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, url)
      await expect(page).toHaveTitle(text.pageTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      expect(await textsOf(page.locator('main h2'))).toEqual(text.sections)

      const cards = page.locator('#clients-list ~ ul > li')
      await expect(cards).toHaveCount(12)
      expect(await textsOf(cards.first().locator('p, h3'))).toEqual(text.firstCard)

      const studies = page.locator('#clients-case-studies ~ * article')
      await expect(studies).toHaveCount(3)
      expect(await textsOf(studies.locator('h3'))).toEqual([
        'Casa Verde Mezcal',
        'Nimbus Analytics',
        'AndesPay',
      ])
      expect(await textsOf(studies.first().locator('dd'))).toEqual(text.caseStudyFigures)
      // The headline figure of a case study is the client card's figure.
      await expect(cards.nth(1)).toContainText(text.caseStudyFigures[0] ?? 'a figure')

      expect(await textsOf(page.locator('#clients-stats ~ * dd'))).toEqual(text.stats)
      await expect(page.locator('main')).toContainText(text.rating)
      expect(errors).toEqual([])
    })

    test('each case study has its sized, self-hosted illustration and a way to ask for the same', async ({
      page,
    }) => {
      await gotoHydrated(page, url)
      const studies = page.locator('#clients-case-studies ~ * article')
      for (const study of await studies.all()) {
        const image = study.locator('img')
        await expect(image).toHaveAttribute('width', '640')
        await expect(image).toHaveAttribute('height', '400')
        await expect(image).toHaveAttribute('src', /^\/images\/case-studies\/[a-z-]+\.svg$/)
        expect(await image.getAttribute('alt')).toBeTruthy()
        const response = await page.request.get((await image.getAttribute('src')) ?? '')
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toContain('image/svg+xml')
      }
      const similar = page.getByRole('link', { name: text.similar })
      await expect(similar).toHaveCount(3)
      for (const link of await similar.all()) {
        await expect(link).toHaveAttribute('href', `${prefix}/contact`)
      }
    })

    test('the carousel starts on the first of four testimonials and a dot selects another', async ({
      page,
    }) => {
      await gotoHydrated(page, url)
      const carousel = page.getByRole('region', { name: text.carousel })
      const dots = carousel.getByRole('group', { name: text.choose }).getByRole('button')
      await expect(dots).toHaveCount(4)
      expect(await visibleAuthors(page)).toEqual([AUTHORS[0]])
      await expect(carousel.getByRole('button', { name: text.dot(AUTHORS[0]) })).toHaveAttribute(
        'aria-current',
        'true',
      )

      await carousel.getByRole('button', { name: text.dot(AUTHORS[2]) }).click()
      await expect(carousel.getByRole('button', { name: text.dot(AUTHORS[2]) })).toHaveAttribute(
        'aria-current',
        'true',
      )
      await expect(
        carousel.getByRole('button', { name: text.dot(AUTHORS[0]) }),
      ).not.toHaveAttribute('aria-current')
      await expect.poll(() => visibleAuthors(page)).toEqual([AUTHORS[2]])

      await carousel.getByRole('button', { name: text.next }).click()
      await expect.poll(() => visibleAuthors(page)).toEqual([AUTHORS[3]])
    })

    test('left and right arrow keys move between testimonials, wrapping at either end', async ({
      page,
    }) => {
      await gotoHydrated(page, url)
      const carousel = page.getByRole('region', { name: text.carousel })
      const dot = (index: 0 | 1 | 2 | 3) =>
        carousel.getByRole('button', { name: text.dot(AUTHORS[index]) })
      await dot(0).focus()
      await page.keyboard.press('ArrowRight')
      await expect(dot(1)).toBeFocused()
      await expect(dot(1)).toHaveAttribute('aria-current', 'true')
      await expect.poll(() => visibleAuthors(page)).toEqual([AUTHORS[1]])

      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await expect(dot(3)).toBeFocused()
      await expect.poll(() => visibleAuthors(page)).toEqual([AUTHORS[3]])

      // From the next button the selection moves but focus stays, so the button can be pressed on.
      await carousel.getByRole('button', { name: text.next }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(carousel.getByRole('button', { name: text.next })).toBeFocused()
      await expect.poll(() => visibleAuthors(page)).toEqual([AUTHORS[0]])
    })

    test('arriving by a link from another page brings the testimonials’ words with it', async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, `${prefix}/about`)
      await page
        .getByRole('navigation', { name: text.nav })
        .getByRole('link', { name: text.navClients })
        .click()
      await expect(page).toHaveURL(url)
      const carousel = page.getByRole('region', { name: text.carousel })
      await expect(carousel.locator('figcaption').first()).toContainText(AUTHORS[0])
      await expect(carousel.locator('blockquote').first()).not.toContainText('.quote')
      await expect(carousel.locator('blockquote').first()).toContainText('247%')
      expect(errors).toEqual([])
    })

    test('never moves by itself', async ({ page }) => {
      await page.clock.install()
      await gotoHydrated(page, url)
      await page.clock.runFor(60_000)
      expect(await visibleAuthors(page)).toEqual([AUTHORS[0]])
    })

    test('marks up the rating it shows', async ({ page }) => {
      await gotoHydrated(page, url)
      const business = (await jsonLdBlocks(page)).find(
        (block) => block['@type'] === 'LocalBusiness',
      )
      expect(business?.aggregateRating).toMatchObject({ ratingValue: 4.9, ratingCount: 127 })
    })
  })
}

test.describe('Clients page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows all four testimonials, one under the other, and no buttons that would do nothing', async ({
    page,
  }) => {
    await page.goto('/clients')
    expect(await visibleAuthors(page)).toEqual([...AUTHORS])
    await expect(
      page.getByRole('region', { name: copy.en.carousel }).getByRole('button'),
    ).toHaveCount(0)
  })
})
