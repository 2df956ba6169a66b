import { expect, test } from '@playwright/test'

import { copyIn } from '../copy'
import { gotoHydrated, waitForFooter } from './helpers'

test.use({ reducedMotion: 'reduce' })

test('under reduced motion everything is shown at once, below the fold too', async ({ page }) => {
  // A short window keeps the not-found page's panels below the fold, still waiting to reveal.
  await page.setViewportSize({ width: 1440, height: 420 })
  await gotoHydrated(page, '/missing')
  const pending = page.locator('[data-reveal="waiting"]')
  // A panel turns "waiting" on its observer's first report, which comes with a layout after the
  // page is marked hydrated: counted at once, on a busy machine, none may have turned yet.
  await expect(pending.first()).toBeAttached({ timeout: 30_000 })
  for (const element of await pending.all()) {
    await expect(element).toHaveCSS('opacity', '1')
    await expect(element).toHaveCSS('transform', 'none')
  }
})

test('under reduced motion a page change has no animation', async ({ page }) => {
  await gotoHydrated(page, '/missing')
  const animations: string[] = []
  await page.exposeFunction('reportAnimation', (name: string) => animations.push(name))
  await page.evaluate(() => {
    document.addEventListener('animationstart', (e) =>
      (window as never as { reportAnimation(n: string): void }).reportAnimation(e.animationName),
    )
    const original = Element.prototype.animate
    Element.prototype.animate = function (...args: Parameters<Element['animate']>) {
      ;(window as never as { reportAnimation(n: string): void }).reportAnimation('waapi')
      return original.apply(this, args)
    }
  })
  await waitForFooter(page)
  await page
    .locator('footer')
    .getByRole('link', { name: copyIn('en')('common:nav.about') })
    .click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  expect(animations).toEqual([])
})

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('a page change animates out and in', async ({ page }) => {
    await gotoHydrated(page, '/missing')
    await page.evaluate(() => {
      const w = window as never as { animated: number }
      w.animated = 0
      const original = Element.prototype.animate
      Element.prototype.animate = function (...args: Parameters<Element['animate']>) {
        w.animated += 1
        return original.apply(this, args)
      }
    })
    await waitForFooter(page)
    await page
      .locator('footer')
      .getByRole('link', { name: copyIn('en')('common:nav.about') })
      .click()
    await expect(page).toHaveURL('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    expect(
      await page.evaluate(() => (window as never as { animated: number }).animated),
    ).toBeGreaterThan(0)
  })
})

test.describe('scroll reveal with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference', viewport: { width: 1440, height: 420 } })

  test('a section below the fold waits hidden, then fades in once scrolled to, and stays', async ({
    page,
  }) => {
    await gotoHydrated(page, '/missing')
    const panel = page.locator('[data-reveal]').last()
    await expect(panel).toHaveAttribute('data-reveal', 'waiting')
    await expect(panel).toHaveCSS('opacity', '0')
    await panel.scrollIntoViewIfNeeded()
    await expect(panel).toHaveAttribute('data-reveal', 'shown')
    await expect(panel).toHaveCSS('opacity', '1')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(panel).toHaveAttribute('data-reveal', 'shown')
  })
  test('a link in a section not yet scrolled to is fully visible the moment Tab reaches it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/missing')
    const panel = page.locator('[data-reveal]').last()
    await expect(panel).toHaveAttribute('data-reveal', 'waiting')
    // Focus and the style read in one task: no fade may have begun, let alone ended.
    const opacity = await panel.evaluate((block) => {
      const control = block.querySelector<HTMLElement>('a[href], button, summary')
      if (!control) throw new Error('the block has no control to focus')
      control.focus()
      return getComputedStyle(block).opacity
    })
    expect(opacity).toBe('1')
  })
})

test.describe('scroll reveal above the fold', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('nothing already on screen is ever hidden, not even before hydration', async ({ page }) => {
    const hiddenOnScreen: string[] = []
    await page.exposeFunction('reportHidden', (what: string) => hiddenOnScreen.push(what))
    await page.addInitScript(() => {
      const report = (window as never as { reportHidden(w: string): void }).reportHidden
      const check = () => {
        for (const el of document.querySelectorAll('[data-reveal]')) {
          const box = el.getBoundingClientRect()
          if (box.top < window.innerHeight && getComputedStyle(el).opacity === '0')
            report(el.outerHTML.slice(0, 60))
        }
        if (!document.documentElement.dataset.hydrated) requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    await gotoHydrated(page, '/services')
    expect(hiddenOnScreen).toEqual([])
    await expect(page.locator('main [data-reveal]:has(article)').first()).toHaveAttribute(
      'data-reveal',
      'visible',
    )
  })
})
