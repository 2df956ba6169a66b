import { expect, type Page, test } from '@playwright/test'

import { localeInfo } from '../../src/config/locales'
import { SUGGESTION_STORAGE_KEY } from '../../src/features/language-suggestion/suggestionScript'
import { copyIn } from '../copy'
import { axeOf } from './accessibilityEngines'
import {
  collectBrowserErrors,
  gotoHydrated,
  layoutShifts,
  PHONE,
  waitForHydration,
} from './helpers'

// Each test starts with empty storage; the browser's language is Playwright's `locale`.

const en = copyIn('en')
const es = copyIn('es')
const notice = (page: Page) =>
  page.getByRole('complementary', {
    name: new RegExp(`^(${en('languageSuggestion:label')}|${es('languageSuggestion:label')})$`),
  })

const stored = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), SUGGESTION_STORAGE_KEY)

test.describe('a browser that prefers Spanish, on an English page', () => {
  test.use({ locale: 'es-MX' })

  test('is offered the same page in Spanish, in Spanish, without being sent there; choosing Spanish goes there and is remembered', async ({
    page,
    browser,
  }) => {
    const errors = collectBrowserErrors(page)
    const response = await gotoHydrated(page, '/services/seo')
    expect(page.url()).toMatch(/\/services\/seo$/)
    expect(response?.status()).toBe(200)
    await expect(notice(page)).toBeVisible()
    await expect(notice(page)).toHaveAttribute('lang', 'es-MX')
    // In the flow between the fixed header and the page: it covers nothing.
    const [header, box, main] = await Promise.all(
      ['header', 'aside[lang="es-MX"]', 'main'].map((css) => page.locator(css).boundingBox()),
    )
    expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1)
    expect(main?.y).toBeGreaterThanOrEqual((box?.y ?? 0) + (box?.height ?? 0) - 1)
    expect(await notice(page).evaluate((el) => getComputedStyle(el).position)).toBe('static')
    expect(errors).toEqual([])

    // Visitors without JavaScript get the page as prerendered: no notice.
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, locale: 'es-MX' })
    const plain = await withoutScripts.newPage()
    await plain.goto('/services/seo')
    await expect(notice(plain)).toHaveCount(0)
    await withoutScripts.close()

    // Choosing Spanish goes there and is remembered.
    await notice(page)
      .getByRole('link', { name: es('languageSuggestion:switch') })
      .click()
    await expect(page).toHaveURL(/\/es\/servicios\/seo$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
    expect(await stored(page)).toBe('es')
    await gotoHydrated(page, '/about')
    await expect(notice(page)).toHaveCount(0)
  })

  test('dismissing hides it for good, and keyboard users reach it right after the skip link', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact')
    await expect(notice(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(notice(page).getByRole('link')).toBeFocused()
    await page.keyboard.press('Tab')
    const dismiss = notice(page).getByRole('button', { name: es('languageSuggestion:dismiss') })
    await expect(dismiss).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(notice(page)).toHaveCount(0)
    expect(await stored(page)).toBe('dismissed')
    await page.reload()
    await waitForHydration(page)
    await expect(notice(page)).toHaveCount(0)
  })

  test('a language picked in the switcher counts as the answer', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page
      .getByRole('navigation', { name: en('common:language.label') })
      .getByRole('link', { name: localeInfo('en').label })
      .click()
    expect(await stored(page)).toBe('en')
    await gotoHydrated(page, '/clients')
    await expect(notice(page)).toHaveCount(0)
  })

  test('moves nothing on the page, on a phone, covers no link and passes axe', async ({ page }) => {
    await page.setViewportSize(PHONE)
    // From the cache: a busy machine's first font load can land after paint and rewrap the heading.
    await page.goto('/services')
    await page.evaluate(() => document.fonts.ready)
    await page.goto('/services')
    const heading = page.getByRole('heading', { level: 1 })
    const before = await heading.boundingBox()
    await expect(notice(page)).toBeVisible()
    expect(await heading.boundingBox()).toEqual(before)
    const shifts = await page.evaluate(layoutShifts)
    expect(shifts.map(({ described }) => described)).toEqual([])
    const box = await notice(page).boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true)
    const axe = await axeOf(page).include('aside').analyze()
    expect(axe.violations).toEqual([])

    // It covers no link of the page, the footer's last ones included.
    await waitForHydration(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const link of await page.locator('footer a').all()) {
      await link.focus()
      const covered = await link.evaluate((element) => {
        const rect = element.getBoundingClientRect()
        const hit = document.elementFromPoint(
          rect.left + rect.width / 2,
          rect.top + rect.height / 2,
        )
        return !hit || !(element === hit || element.contains(hit))
      })
      expect(covered, await link.innerText()).toBe(false)
    }
  })

  test('storage that throws never breaks the page: the notice is dismissed, and offered again on the next page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
      Storage.prototype.getItem = refuse
      Storage.prototype.setItem = refuse
    })
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, '/blog')
    await notice(page)
      .getByRole('button', { name: es('languageSuggestion:dismiss') })
      .click()
    await expect(notice(page)).toHaveCount(0)
    await page
      .getByRole('link', { name: en('common:nav.about') })
      .first()
      .click()
    await expect(page).toHaveURL(/\/about$/)
    // Nowhere to keep the answer: the next page asks again, and can be answered again.
    await notice(page)
      .getByRole('button', { name: es('languageSuggestion:dismiss') })
      .click()
    await expect(notice(page)).toHaveCount(0)
    expect(errors).toEqual([])
  })
})

test.describe('a browser that prefers English, on a Portuguese page', () => {
  test.use({ locale: 'en-US' })

  // Which page each notice leads to is read from the pages' HTML (tests/dist/siteChrome.test.ts).
  test('is offered the English page, in English, from a page or a page that does not exist', async ({
    page,
  }) => {
    for (const path of ['/pt/blueprint', '/pt/nada-aqui']) {
      await gotoHydrated(page, path)
      await expect(notice(page), path).toHaveAttribute('lang', 'en-US')
      await expect(
        notice(page).getByRole('link', { name: en('languageSuggestion:switch') }),
      ).toBeVisible()
    }
  })
})

test.describe('a browser that prefers the page’s own language', () => {
  test.use({ locale: 'pt-BR' })

  test('sees nothing', async ({ page }) => {
    await gotoHydrated(page, '/pt/servicos/cro')
    await page.waitForLoadState('networkidle')
    await expect(notice(page)).toHaveCount(0)
  })
})
