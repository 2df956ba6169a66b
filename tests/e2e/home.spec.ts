import { expect, type Page, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { clientIds, clientName } from '../../src/content/clients'
import { qualityTargets, yearsInBusiness } from '../../src/content/company'
import { copyIn } from '../copy'
import {
  buttonLookalikes,
  collectBrowserErrors,
  freezeClock,
  gotoHydrated,
  locales,
  normalize,
  PHONE,
} from './helpers'

// Behaves the same in every language; only the table's fit on a phone depends on word lengths.
const t = copyIn('en')
const text = {
  tagline: t('home:hero.tagline'),
  title: t('home:hero.title'),
  subtitle: t('home:hero.subtitle'),
  services: t('home:hero.services'),
  getStarted: t('home:hero.cta'),
  claim: t('home:hero.claim', { value: '286%' }),
  sections: [
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
  ],
  // The load time every site is built to and years since the founding.
  highlights: ['<3s', `${yearsInBusiness}+`],
  numbers: ['200+', '500+', '+286%', '+42%', '98%', '94%'],
  columns: [t('home:comparison.feature'), site.name, t('home:comparison.others')],
  firstRow: ['feature', 'us', 'others'].map((column) => t(`home:comparison.row.ai.${column}`)),
  rating: t('testimonials:rating', { rating: '4.9', best: 5, reviews: 127 }),
  nav: t('common:nav.label'),
  homeLink: t('common:nav.homeLink', { name: site.name }),
}

const AI_PLATFORMS = ['ChatGPT', 'Gemini', 'Claude', 'Perplexity', 'Copilot', 'Meta AI']
const SERVICES = ['seo', 'geo', 'cro', 'shopify', 'saas']

test.describe('home page', () => {
  const home = '/'

  test('has the hero and every section in the spec order', async ({ page }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, home)
    const hero = page.locator('main section').first()
    await expect(hero).toContainText(text.tagline)
    await expect(hero).toContainText(text.subtitle)
    await expect(hero).toContainText(text.services)
    await expect(hero).toContainText(text.claim)
    // The tagline and the claim are words, not pills: only Get Started looks pressable.
    expect(await buttonLookalikes(hero)).toEqual([])

    const headings = page.locator('main h2')
    expect((await headings.allTextContents()).map(normalize)).toEqual(text.sections)
    const tops = await headings.evaluateAll((list) =>
      list.map((h) => h.getBoundingClientRect().top),
    )
    expect([...tops].sort((a, b) => a - b)).toEqual(tops)
    expect(errors).toEqual([])
  })

  test('shows the figures of the headline block and the numbers grid', async ({ page }) => {
    await gotoHydrated(page, home)
    const grids = page.locator('main dl')
    await expect(grids).toHaveCount(2)
    expect((await grids.nth(0).locator('dd').allTextContents()).map(normalize)).toEqual(
      text.highlights,
    )
    expect((await grids.nth(1).locator('dd').allTextContents()).map(normalize)).toEqual(
      text.numbers,
    )
    // The speed badge states the bar every build meets (qualityTargets), as the blueprint does.
    await expect(
      page.getByText(`${qualityTargets.lighthouseScore}+`, { exact: true }),
    ).toBeVisible()
  })

  test('every button and card leads to the right page in the same language', async ({ page }) => {
    // In Spanish, where staying in the language means keeping the /es prefix and its words.
    const es = copyIn('es')
    await gotoHydrated(page, '/es')
    await expect(page.getByRole('link', { name: es('home:hero.cta') })).toHaveAttribute(
      'href',
      '/es/contacto',
    )
    const cardLinks = await page
      .locator('main article a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(cardLinks).toEqual(SERVICES.map((id) => `/es/servicios/${id}`))
    await expect(page.getByRole('link', { name: es('common:cta.primary') })).toHaveAttribute(
      'href',
      '/es/contacto/seo-audit',
    )
    await expect(page.getByRole('link', { name: es('common:cta.secondary') })).toHaveAttribute(
      'href',
      '/es/servicios',
    )
    await page.locator('main article a').last().click()
    await expect(page).toHaveURL('/es/servicios/saas')
  })

  test('lists six AI platforms and twelve clients, each with its self-drawn mark, and a testimonial', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, home)
    const platforms = page.locator('#home-ai ~ * li')
    expect(await platforms.locator('span:first-of-type').allTextContents()).toEqual(AI_PLATFORMS)
    const clients = page.locator('main ul').filter({ hasText: 'Solaris Outdoor' }).locator('li')
    await expect(clients).toHaveCount(12)
    // Drawn from the picture sprite, which answers as an SVG; a mark has loaded when it has a size.
    const marks = page.locator('#home-ai ~ * li svg use, #home-clients ~ * li svg use')
    expect(
      await marks.evaluateAll((uses) => uses.map((use) => use.getAttribute('href')?.split('#')[1])),
    ).toEqual([
      ...['chatgpt', 'gemini', 'claude', 'perplexity', 'copilot', 'meta-ai'].map(
        (id) => `ai-${id}`,
      ),
      ...clientIds.map((id) => `client-${id}`),
    ])
    for (const mark of await marks.all()) {
      await expect(mark).toHaveAttribute('href', /^\/assets\/pictures\.[\w-]+\.svg#/)
      await expect
        .poll(() => mark.evaluate((drawn: SVGUseElement) => drawn.getBBox().width))
        .toBeGreaterThan(0)
    }
    const sprite = await request.get(
      (await marks.first().getAttribute('href'))?.split('#')[0] ?? '',
    )
    expect(sprite.status()).toBe(200)
    expect(sprite.headers()['content-type']).toContain('image/svg+xml')
    // The names are text beside their marks, whatever lettering a brand sets them in.
    expect(await clients.allTextContents()).toEqual(clientIds.map(clientName))
    await expect(page.locator('main figure blockquote')).toHaveCount(1)
    await expect(page.locator('main figure figcaption')).toContainText('Daniela Ríos')
    // No rating without a source a visitor can follow (site.reviewSource, empty here).
    await expect(page.locator('main')).not.toContainText(text.rating)
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

// Own and ancestors' opacity multiplied, up to the hero: a fading parent hides the headline too.
function heroState(page: Page) {
  return page.evaluate(() => {
    const hero = document.querySelector('main section')
    const heading = hero?.querySelector('h1')
    const button = hero?.querySelector('a')
    if (!hero || !heading || !button) throw new Error('The home hero is missing its parts')
    const opacity = (element: Element) => {
      let product = 1
      for (let node: Element | null = element; node && node !== hero; node = node.parentElement) {
        product *= Number(getComputedStyle(node).opacity)
      }
      return product
    }
    return {
      phase: document.documentElement.dataset.intro ?? null,
      headingOpacity: opacity(heading),
      buttonOpacity: opacity(button),
      headingText: heading.textContent,
      animated: hero
        .getAnimations({ subtree: true })
        .map((animation) => (animation.effect as KeyframeEffect).target?.tagName ?? ''),
    }
  })
}

test.describe('hero intro with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the first home page of a visit paints the headline and Get Started in the first frame, animating only around them, with no layout shift', async ({
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
    await page.goto('/')

    const state = await heroState(page)
    expect(state.phase).toBe('play')
    expect(state.headingText).toBe(text.title)
    expect(state.headingOpacity).toBe(1)
    expect(state.buttonOpacity).toBe(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    await expect(page.getByRole('link', { name: text.getStarted })).toBeInViewport()
    // The tagline, the glow (the hero's ::before) and the two lines under the button move.
    expect(state.animated.sort()).toEqual(['P', 'P', 'P', 'SECTION'])

    await expect
      .poll(() =>
        page.evaluate(() =>
          document
            .querySelector('main section')
            ?.getAnimations({ subtree: true })
            .every((animation) => animation.playState === 'finished'),
        ),
      )
      .toBe(true)
    const shifts = await page.evaluate(() => (window as never as { shifts: number[] }).shifts)
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0)
  })

  test('a later home page in the same tab plays nothing', async ({ page }) => {
    await page.goto('/')
    await freezeClock(page)
    await page.goto('/pt')
    const state = await heroState(page)
    expect(state.phase).toBeNull()
    expect(state.animated).toEqual([])
    await expect(page.getByRole('link', { name: copyIn('pt')('home:hero.cta') })).toBeInViewport()
  })

  test('arriving on the home page by a link inside the site plays nothing', async ({ page }) => {
    await gotoHydrated(page, '/services')
    await page
      .getByRole('navigation', { name: text.nav })
      .getByRole('link', { name: text.homeLink })
      .click()
    await expect(page).toHaveURL('/')
    const state = await heroState(page)
    expect(state.phase).toBeNull()
    expect(state.animated).toEqual([])
  })
})

test.describe('hero intro under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('plays nothing: the whole hero at once', async ({ page }) => {
    await freezeClock(page)
    await page.goto('/es')
    const state = await heroState(page)
    expect(state.phase).toBeNull()
    expect(state.animated).toEqual([])
    expect(state.headingOpacity).toBe(1)
  })
})
