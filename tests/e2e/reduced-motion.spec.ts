import { expect, test } from '@playwright/test'

import { gotoHydrated } from './helpers'

// Reveals are scroll-driven CSS (src/components/Reveal); page transitions are pages.spec.ts's.
const reveals = '[class*="_reveal_"]'

const revealState = () =>
  [...document.querySelectorAll('[class*="_reveal_"]')].map((block) => ({
    onScreen: block.getBoundingClientRect().top < innerHeight,
    opacity: Number(getComputedStyle(block).opacity),
  }))

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 420 } })

  test('everything is shown at once, below the fold too', async ({ page }) => {
    await gotoHydrated(page, '/missing')
    const state = await page.evaluate(revealState)
    expect(state.some((block) => !block.onScreen)).toBe(true)
    expect(state.every((block) => block.opacity === 1)).toBe(true)
    expect(
      await page
        .locator(reveals)
        .first()
        .evaluate((block) => block.getAnimations().length),
    ).toBe(0)
  })
})

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference', viewport: { width: 1440, height: 420 } })

  test('a block below the fold is faint until scrolled to, then whole, and nothing on screen waits', async ({
    page,
  }) => {
    await gotoHydrated(page, '/missing')
    const state = await page.evaluate(revealState)
    expect(state.filter((block) => block.onScreen).every((block) => block.opacity === 1)).toBe(true)
    const panel = page.locator(reveals).last()
    expect(await panel.evaluate((block) => Number(getComputedStyle(block).opacity))).toBeLessThan(1)
    await panel.evaluate((block) => block.scrollIntoView({ block: 'center', behavior: 'instant' }))
    await expect(panel).toHaveCSS('opacity', '1')
  })

  test('a link in a block not yet scrolled to is fully visible the moment Tab reaches it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/missing')
    const panel = page.locator(reveals).last()
    // Focus and the style read in one task, before any scrolling could have revealed it.
    const opacity = await panel.evaluate((block) => {
      const control = block.querySelector<HTMLElement>('a[href], button, summary')
      if (!control) throw new Error('the block has no control to focus')
      control.focus({ preventScroll: true })
      return getComputedStyle(block).opacity
    })
    expect(opacity).toBe('1')
  })

  test('without JavaScript every block is whole, wherever it is', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      reducedMotion: 'no-preference',
      viewport: { width: 1440, height: 420 },
    })
    const page = await context.newPage()
    await page.goto('/missing')
    expect((await page.evaluate(revealState)).every((block) => block.opacity === 1)).toBe(true)
    await context.close()
  })
})
