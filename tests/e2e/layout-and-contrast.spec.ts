import { expect, test } from '@playwright/test'

import { auditedPages } from '../audit/sitePages'
import { layoutShifts } from './helpers'
import { layoutFaults } from './layoutFaults'
import { lowContrastText } from './paintedContrast'

/** Runs in the page: what a visitor without JavaScript would never see. */
function hiddenContent(): string[] {
  const heading = document.querySelector('main h1')
  const faults = heading?.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    ? []
    : ['main heading hidden']
  for (const element of document.querySelectorAll('main *')) {
    if (getComputedStyle(element).opacity === '0')
      faults.push(`opacity 0: ${element.outerHTML.slice(0, 100)}`)
  }
  return faults
}

/** Runs in the page: a hero's picture out of its place at the current width (issue 78 item 2). */
function heroVisualFaults(): string[] {
  const element = document.querySelector('[data-hero-visual]')
  if (!element) return []
  const hero = element.closest('section')?.getBoundingClientRect()
  // The words column: heading, subtitle and any button.
  const words = element.previousElementSibling?.getBoundingClientRect()
  const visual = element.getBoundingClientRect()
  const shown = element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
  if (!hero || !words || !shown) return ['hero visual: hidden, or no words before it']
  const faults = []
  if (innerWidth >= 1024) {
    if (visual.left < hero.left + hero.width / 2)
      faults.push('hero visual starts left of the middle')
    if (visual.left < words.right) faults.push('hero visual over its words')
    if (visual.height <= 200) faults.push('hero visual too small to see')
    if (visual.top >= words.bottom) faults.push('hero visual not beside its words')
  } else {
    if (visual.top < words.bottom) faults.push('hero visual not under its words')
    if (visual.left < 0) faults.push('hero visual past the screen’s left edge')
  }
  if (visual.right > Math.min(hero.right, innerWidth)) faults.push('hero visual past the hero')
  if (visual.top < hero.top || visual.bottom > hero.bottom)
    faults.push('hero visual out of the hero')
  return faults
}

const LAYOUT_WIDTHS = [320, 390, 768, 960, 1024, 1440]
const HERO_WIDTHS = new Set([390, 1440])
// The phone's; the desktop's is measured in the audit, after scripts have run.
const CONTRAST_WIDTH = 390

test.use({ javaScriptEnabled: false })

// Every language: Spanish and Portuguese run 20-30% longer than English.
for (const { path } of auditedPages()) {
  test(`layout of ${path} without JavaScript, all of it shown, at ${LAYOUT_WIDTHS.join(', ')} px, and its text contrast at ${CONTRAST_WIDTH} px`, async ({
    page,
  }) => {
    const faults: string[] = []
    await page.setViewportSize({ width: LAYOUT_WIDTHS[0] ?? 320, height: 900 })
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    // Resized, not reloaded: without scripts it lays out alike; a load per width doubled the sweep.
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const found = [
        ...(await page.evaluate(hiddenContent)),
        ...(await page.evaluate(layoutFaults)),
      ]
      if (width === CONTRAST_WIDTH) found.push(...(await lowContrastText(page)))
      if (HERO_WIDTHS.has(width)) found.push(...(await page.evaluate(heroVisualFaults)))
      faults.push(...found.map((fault) => `${width}px: ${fault}`))
    }
    // Switched on after the load: the switch itself may start transitions, which do not loop.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll('[data-hero-visual]')].flatMap((visual) =>
        visual
          .getAnimations({ subtree: true })
          .filter((animation) => !(animation instanceof CSSTransition))
          .map(
            (animation) => `hero visual moves under reduced motion: ${animation.constructor.name}`,
          ),
      ),
    )
    faults.push(...moving)
    expect(faults).toEqual([])
  })
}

// A first visit on a slow line paints in the fallback face (src/styles/interFallback.css), then swaps in Inter.
test.describe('with scripts, which a layout shift observer needs', () => {
  test.use({ javaScriptEnabled: true, reducedMotion: 'reduce' })

  test('the words of the home pages, a service page and the clients page stay put when Inter arrives 600 ms late, at 1440 and 390 px', async ({
    page,
  }) => {
    await page.route('**/*.woff2', async (route) => {
      await new Promise((arrived) => setTimeout(arrived, 600))
      await route.continue()
    })
    const moved = []
    for (const width of [1440, 390])
      for (const path of ['/', '/es', '/pt', '/services/seo', '/clients']) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expect
          .poll(() => page.evaluate(() => document.fonts.check("800 16px 'Inter Variable'")))
          .toBe(true)
        const shifts = await page.evaluate(layoutShifts)
        // Chrome calls 0.1 good; before the fallback face, these pages shifted 0.001 to 0.074.
        if (shifts.reduce((sum, { value }) => sum + value, 0) >= 0.001)
          moved.push({ width, path, shifts })
      }
    expect(moved).toEqual([])
  })
})
