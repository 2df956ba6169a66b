import { expect, test } from '@playwright/test'
import { gotoHydrated } from './helpers'

test.use({ reducedMotion: 'reduce' })

test('under reduced motion everything is shown at once, below the fold too', async ({ page }) => {
  // A short window keeps the not-found page's panels below the fold, still waiting to reveal.
  await page.setViewportSize({ width: 1440, height: 420 })
  await gotoHydrated(page, '/missing')
  const pending = page.locator('[data-reveal="pending"]')
  expect(await pending.count()).toBeGreaterThan(0)
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
  await page.locator('footer').getByRole('link', { name: 'About' }).click()
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
    await page.locator('footer').getByRole('link', { name: 'About' }).click()
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
    await expect(panel).toHaveAttribute('data-reveal', 'pending')
    await expect(panel).toHaveCSS('opacity', '0')
    await panel.scrollIntoViewIfNeeded()
    await expect(panel).toHaveAttribute('data-reveal', 'shown')
    await expect(panel).toHaveCSS('opacity', '1')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(panel).toHaveAttribute('data-reveal', 'shown')
  })
})
