import { expect, type Page, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { copyIn } from '../copy'
import { buttonLookalikes, DESKTOP, freezeClock, gotoHydrated, PHONE } from './helpers'

// The home page's words, figures and links are read from its HTML (tests/dist/pageContent.test.ts).
const t = copyIn('en')
const pt = copyIn('pt')
const text = { title: t('home:hero.title'), getStarted: t('home:hero.cta') }

// The heroes' pictures are placed by the layout sweep (layout-and-contrast.spec.ts); this is the results block's report.
async function reportAndWords(page: Page) {
  const visual = page.locator('#home-results-section [data-section-visual]')
  await visual.scrollIntoViewIfNeeded()
  const [report, words] = await Promise.all([
    visual.boundingBox(),
    visual.locator('xpath=preceding-sibling::div[1]').boundingBox(),
  ])
  if (!report || !words) throw new Error('the results block has no report or no words')
  return { report, words }
}

test('the home page shows its sections in order, only Get Started looks pressable, every mark is drawn, and the report sits beside the results’ words at 1440 px, under them on a phone', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
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

  await test.step('at 1440 px the report sits beside the results block’s words', async () => {
    const { report, words } = await reportAndWords(page)
    expect(report.x).toBeGreaterThanOrEqual(words.x + words.width)
    expect(report.x).toBeGreaterThanOrEqual(DESKTOP.width / 2 - 1)
    // Side by side: each starts before the other ends.
    expect(report.y).toBeLessThan(words.y + words.height)
    expect(words.y).toBeLessThan(report.y + report.height)
  })

  await test.step('on a phone the report comes under them, inside the screen', async () => {
    await page.setViewportSize(PHONE)
    const { report, words } = await reportAndWords(page)
    expect(report.y).toBeGreaterThanOrEqual(words.y + words.height)
    expect(report.x).toBeGreaterThanOrEqual(0)
    expect(report.x + report.width).toBeLessThanOrEqual(PHONE.width)
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

  test('the first home page of a visit paints the headline and Get Started in the first frame, animating only around them, with no layout shift; a later one in the same tab, one reached by a link, or one under reduced motion plays nothing', async ({
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
    // The intro's shifts only: Inter arriving after the first paint reflows the hero by itself (docs/performance.md).
    await page.route('**/*.woff2', (route) => route.abort())
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

    // Each step below clears the tab's "played" mark, so only the condition it names can stop the intro.
    const playsNothing = async () => {
      const later = await heroState(page)
      expect(later.phase).toBeNull()
      expect(later.animated).toEqual([])
      expect(later.headingOpacity).toBe(1)
    }
    await test.step('a later home page in the same tab', async () => {
      await freezeClock(page)
      await page.goto('/pt')
      await playsNothing()
      await expect(page.getByRole('link', { name: pt('home:hero.cta') })).toBeInViewport()
    })
    await test.step('a home page reached by a link inside the site', async () => {
      await page.evaluate(() => sessionStorage.clear())
      // From /pt to /pt: the address cannot tell the new page has come, its load event can.
      const loaded = page.waitForEvent('load')
      await page
        .getByRole('navigation', { name: pt('common:nav.label') })
        .getByRole('link', { name: pt('common:nav.homeLink', { name: site.name }) })
        .click()
      await loaded
      await expect(page).toHaveURL('/pt')
      await playsNothing()
    })
    await test.step('under reduced motion: the whole hero at once', async () => {
      await page.evaluate(() => sessionStorage.clear())
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/es')
      await playsNothing()
    })
  })
})
