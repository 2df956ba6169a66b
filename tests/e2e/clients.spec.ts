import { expect, type Page, test } from '@playwright/test'

import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, textsOf, waitForIsland } from './helpers'

// The page behaves the same in every language: tested in English, copy from locales/en.
const t = copyIn('en')
const text = {
  sections: [
    t('clients:list.title'),
    t('clients:testimonials.title'),
    t('clients:caseStudies.title'),
    t('clients:stats.title'),
    t('common:cta.offer.call.title'),
  ],
  firstCard: [
    t('clients:categories.ecommerce'),
    'Solaris Outdoor',
    `+112% ${t('clients:client.solaris-outdoor.result')}`,
  ],
  nav: t('common:nav.label'),
  navClients: t('common:nav.clients'),
  carousel: t('testimonials:carousel.label'),
  choose: t('testimonials:carousel.choose'),
  dot: (author: string) => t('testimonials:carousel.show', { author }),
  next: t('testimonials:carousel.next'),
  similar: t('clients:caseStudies.cta'),
  caseStudyFigures: ['+247%', '+58%', '-70%'],
  stats: ['200+', '98%', '94%'],
  rating: t('testimonials:rating', { rating: '4.9', best: 5, reviews: 127 }),
}
const url = '/clients'

const AUTHORS = ['Daniela Ríos', 'Marcus Bennett', 'Javier Quiroga', 'Beatriz Nogueira'] as const

async function visibleAuthors(page: Page): Promise<string[]> {
  const authors: string[] = []
  for (const slide of await page.locator('[aria-roledescription] figure').all()) {
    if (await slide.isVisible()) authors.push(await slide.locator('figcaption strong').innerText())
  }
  return authors
}

test.describe('Clients page', () => {
  test('shows twelve clients with their industry and result, three case studies and figures', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, url)
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
    // No rating without a source a visitor can follow (site.reviewSource, empty here).
    await expect(page.locator('main')).not.toContainText(text.rating)
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
      await expect(link).toHaveAttribute('href', '/contact')
    }
  })

  test('the carousel starts on the first of four testimonials and a dot selects another', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    // Below the hero's picture, the carousel is off the first screen: it hydrates when near.
    await waitForIsland(page.locator('[data-island="testimonial-carousel"]'))
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
    await expect(carousel.getByRole('button', { name: text.dot(AUTHORS[0]) })).not.toHaveAttribute(
      'aria-current',
    )
    await expect.poll(() => visibleAuthors(page)).toEqual([AUTHORS[2]])

    await carousel.getByRole('button', { name: text.next }).click()
    await expect.poll(() => visibleAuthors(page)).toEqual([AUTHORS[3]])
  })

  test('left and right arrow keys move between testimonials, wrapping at either end', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    await waitForIsland(page.locator('[data-island="testimonial-carousel"]'))
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
    await gotoHydrated(page, '/about')
    await page
      .getByRole('navigation', { name: text.nav })
      .getByRole('link', { name: text.navClients })
      .click()
    await expect(page).toHaveURL(url)
    const carousel = page.getByRole('region', { name: text.carousel })
    const caption = carousel.locator('figcaption').first()
    await expect(caption).toContainText(AUTHORS[0])
    await expect(caption).toContainText(t('testimonials:daniela.role'))
    // The company leads to its case study, further down the same page.
    await expect(caption.getByRole('link', { name: 'Casa Verde Mezcal' })).toHaveAttribute(
      'href',
      '/clients#case-casa-verde',
    )
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
})

test.describe('Clients page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows all four testimonials, one under the other, and no buttons that would do nothing', async ({
    page,
  }) => {
    await page.goto('/clients')
    expect(await visibleAuthors(page)).toEqual([...AUTHORS])
    await expect(page.getByRole('region', { name: text.carousel }).getByRole('button')).toHaveCount(
      0,
    )
  })
})
