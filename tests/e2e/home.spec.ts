import { expect, type Page, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { copyIn } from '../copy'
import { buttonLookalikes, freezeClock, gotoHydrated } from './helpers'

// The home page's words, figures and links are read from its HTML (tests/dist/pageContent.test.ts).
const t = copyIn('en')
const text = {
  title: t('home:hero.title'),
  getStarted: t('home:hero.cta'),
  nav: t('common:nav.label'),
  homeLink: t('common:nav.homeLink', { name: site.name }),
}

test('the home page shows its sections in order, only Get Started looks pressable, and every mark is drawn', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const tops = await page
    .locator('main h2')
    .evaluateAll((list) => list.map((h) => h.getBoundingClientRect().top))
  expect([...tops].sort((a, b) => a - b)).toEqual(tops)
  // The tagline and the claim are words, not pills.
  expect(await buttonLookalikes(page.locator('main section').first())).toEqual([])
  // Drawn from the picture sprite: a mark has loaded when it has a size.
  const marks = page.locator('#home-ai ~ * li svg use, #home-clients ~ * li svg use')
  await expect(marks).toHaveCount(18)
  for (const mark of await marks.all()) {
    await expect
      .poll(() => mark.evaluate((drawn: SVGUseElement) => drawn.getBBox().width))
      .toBeGreaterThan(0)
  }
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

  test('the first home page of a visit paints the headline and Get Started in the first frame, animating only around them, with no layout shift; a later one in the same tab plays nothing', async ({
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

    // A later home page in the same tab plays nothing.
    await freezeClock(page)
    await page.goto('/pt')
    const later = await heroState(page)
    expect(later.phase).toBeNull()
    expect(later.animated).toEqual([])
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
