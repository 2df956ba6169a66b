import { expect, type Page, test } from '@playwright/test'

import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, waitForIsland } from './helpers'

// The carousel behaves the same in every language: tested in English. The page's words, cards and
// case studies are read from its HTML (tests/dist/pageContent.test.ts, people.test.ts).
const t = copyIn('en')
const text = {
  nav: t('common:nav.label'),
  navClients: t('common:nav.clients'),
  carousel: t('testimonials:carousel.label'),
  choose: t('testimonials:carousel.choose'),
  dot: (author: string) => t('testimonials:carousel.show', { author }),
  next: t('testimonials:carousel.next'),
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
  test('reached by a link, the carousel brings its words, starts on the first of four testimonials and never moves by itself; a dot, the next button and the arrow keys choose another', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await page.clock.install()
    await gotoHydrated(page, '/about')
    await page
      .getByRole('navigation', { name: text.nav })
      .getByRole('link', { name: text.navClients })
      .click()
    await expect(page).toHaveURL(url)
    // Below the hero's picture, the carousel is off the first screen: it hydrates when near.
    await waitForIsland(page.locator('[data-island="testimonial-carousel"]'))
    const carousel = page.getByRole('region', { name: text.carousel })
    // Hydrated, it still shows the testimonials' words, not their keys.
    await expect(carousel.locator('figcaption').first()).toContainText(AUTHORS[0])
    await expect(carousel.locator('blockquote').first()).not.toContainText('.quote')
    await expect(carousel.locator('blockquote').first()).toContainText('247%')
    // It never moves by itself.
    await page.clock.runFor(60_000)
    const dot = (index: 0 | 1 | 2 | 3) =>
      carousel.getByRole('button', { name: text.dot(AUTHORS[index]) })
    await test.step('a dot or the next button', async () => {
      await expect(
        carousel.getByRole('group', { name: text.choose }).getByRole('button'),
      ).toHaveCount(4)
      expect(await visibleAuthors(page)).toEqual([AUTHORS[0]])
      await expect(dot(0)).toHaveAttribute('aria-current', 'true')
      await dot(2).click()
      await expect(dot(2)).toHaveAttribute('aria-current', 'true')
      await expect(dot(0)).not.toHaveAttribute('aria-current')
      await expect.poll(() => visibleAuthors(page)).toEqual([AUTHORS[2]])
      await carousel.getByRole('button', { name: text.next }).click()
      await expect.poll(() => visibleAuthors(page)).toEqual([AUTHORS[3]])
    })

    await test.step('left and right arrow keys, wrapping at either end', async () => {
      await dot(0).click()
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
    expect(errors).toEqual([])
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
