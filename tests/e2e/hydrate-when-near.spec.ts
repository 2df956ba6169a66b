import { expect, type Page, test } from '@playwright/test'

import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, isHydrated, PHONE } from './helpers'

/**
 * A page's sections and its footer hydrate once they come within a screen of the viewport, or
 * the visitor touches them (src/features/lazy-hydration): a phone hydrates what it shows first.
 * Until then a block is its prerendered HTML; whatever the visitor does with it must still work.
 * (The footer's code is fetched only then, so a footer link taken at once loads its page as
 * without JavaScript.)
 */
const t = copyIn('es')
const text = {
  clientsLink: t('common:nav.clients'),
  clientsTitle: t('clients:hero.title'),
  servicesLink: t('common:cta.secondary'),
  servicesTitle: t('services:hero.title'),
}

/** /es/nosotros is long: on a phone its footer is many screens below the first. */
const url = '/es/nosotros'

test.use({ viewport: PHONE })

test('the first screen hydrates at once, the footer only once scrolled near', async ({ page }) => {
  const errors = collectBrowserErrors(page)
  await gotoHydrated(page, url)
  const footerLink = page.locator('footer').getByRole('link', { name: text.clientsLink })
  await expect.poll(() => isHydrated(page.locator('header a').first())).toBe(true)
  expect(await isHydrated(footerLink)).toBe(false)

  await footerLink.scrollIntoViewIfNeeded()
  await expect.poll(() => isHydrated(footerLink), { timeout: 30_000 }).toBe(true)
  expect(errors).toEqual([])
})

test('a link in a section not yet hydrated changes the page in the app, no reload', async ({
  page,
}) => {
  const errors = collectBrowserErrors(page)
  await gotoHydrated(page, url)
  // The closing call to action, at the foot of the page.
  const servicesLink = page.getByRole('main').getByRole('link', { name: text.servicesLink })
  expect(await isHydrated(servicesLink)).toBe(false)
  // A full page load would lose this.
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }))

  await servicesLink.click()
  await expect(page).toHaveURL('/es/servicios')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.servicesTitle)
  expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true)
  expect(errors).toEqual([])
})

test('a page change while blocks still wait is not held back by them', async ({ page }) => {
  const errors = collectBrowserErrors(page)
  await page.setViewportSize({ width: 1440, height: 900 })
  await gotoHydrated(page, url)
  expect(await isHydrated(page.locator('footer a').first())).toBe(false)

  await page.locator('header').getByRole('link', { name: text.clientsLink }).click()
  await expect(page).toHaveURL('/es/clientes')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.clientsTitle)
  expect(errors).toEqual([])
})

/**
 * React adopts the prerendered elements as they are. Were a block handed new props while it
 * still waited (the blog's category, read from the address right after hydration, once did),
 * React would drop its prerendered HTML and build it anew, in one long task.
 */
async function recordPrerendered(page: Page, scope = '#root') {
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { prerendered: [...document.querySelectorAll(`${selector} *`)] })
    })
  }, scope)
}

/** The prerendered elements no longer in the page, as the start of their HTML. */
const rebuiltElements = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { prerendered: Element[] }).prerendered
      .filter((element) => !element.isConnected)
      .map((element) => element.outerHTML.slice(0, 80)),
  )

for (const path of ['/es/blog', url]) {
  test(`${path} keeps every prerendered element through hydration, the footer’s included`, async ({
    page,
  }) => {
    await recordPrerendered(page)
    await gotoHydrated(page, path)
    const footer = page.locator('#site-footer')
    await footer.scrollIntoViewIfNeeded()
    await expect.poll(() => isHydrated(footer), { timeout: 30_000 }).toBe(true)

    expect(await rebuiltElements(page)).toEqual([])
  })
}

test('the skip link, which the browser follows itself, hydrates every block and rebuilds none', async ({
  page,
}) => {
  // A fragment link changes the address without react-router's key; before it opened every
  // gate, the view's re-render made React drop each waiting section's HTML and build it anew.
  // The footer is left out: an address change before its code has arrived still rebuilds it
  // (docs/decisions.md).
  await recordPrerendered(page, 'main')
  await gotoHydrated(page, url)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: t('common:skipToContent') })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${url}#main$`))
  await expect.poll(() => isHydrated(page.locator('#site-footer')), { timeout: 30_000 }).toBe(true)

  expect(await rebuiltElements(page)).toEqual([])
})
