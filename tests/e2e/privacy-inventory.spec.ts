import { expect, type Page, test } from '@playwright/test'

import { analyticsFrom } from '../../src/config/analyticsSetup'
import { formServiceFrom } from '../../src/config/formService'
import { localeInfo } from '../../src/config/locales'
import { SUGGESTION_STORAGE_KEY } from '../../src/features/language-suggestion/suggestionScript'
import {
  browserStorageInventory,
  storedItemIdsFor,
  thirdPartyOrigins,
} from '../../src/features/privacy/browserInventory'
import { copyIn } from '../copy'
import { gotoHydrated } from './helpers'

// One browser walks every feature: the inventory must list each key and host met, and no more.

declare global {
  interface Window {
    storageUse: string[]
  }
}

/** Wraps Storage's methods before any page script runs: `localStorage:setup1`, … */
async function recordStorageUse(page: Page) {
  await page.addInitScript(() => {
    window.storageUse = []
    const proto = Storage.prototype
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      const original = proto[method] as (this: Storage, ...args: unknown[]) => unknown
      Object.defineProperty(proto, method, {
        value(this: Storage, key: string, ...rest: unknown[]) {
          const area = this === window.localStorage ? 'localStorage' : 'sessionStorage'
          window.storageUse.push(`${area}:${key}`)
          return original.call(this, key, ...rest)
        },
      })
    }
  })
}

/** What scripts touched on this page, plus what is stored now (writes by property assignment). */
async function storageOf(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...window.storageUse,
    ...Object.keys(localStorage).map((key) => `localStorage:${key}`),
    ...Object.keys(sessionStorage).map((key) => `sessionStorage:${key}`),
  ])
}

/** The build under test was configured from this environment, as `npm run build` reads it. */
const builtAnalytics = analyticsFrom(process.env, { localByDefault: false })
const stored = storedItemIdsFor(builtAnalytics)

const listed = new Set(
  stored.flatMap((id) => {
    const { area, keys } = browserStorageInventory[id]
    return keys.map((key) => `${area}:${key}`)
  }),
)

// A browser whose language is Spanish, so English pages offer the language suggestion.
test.use({ locale: 'es-MX' })

test('every feature, used in one browser, keeps only what the privacy notice lists and calls no unlisted host', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow() // Thirteen pages and their interactions, on a possibly busy machine.
  const used = new Set<string>()
  const otherOrigins = new Set<string>()
  const siteOrigin = new URL(baseURL ?? '').origin
  context.on('request', (request) => {
    const { origin, protocol } = new URL(request.url())
    if (/^https?:$/.test(protocol) && origin !== siteOrigin) otherOrigins.add(origin)
  })
  await recordStorageUse(page)
  const es = copyIn('es')
  const visit = async (path: string, exercise: () => Promise<unknown> = async () => {}) => {
    await gotoHydrated(page, path)
    await exercise()
    for (const entry of await storageOf(page)) used.add(entry)
  }

  // The language suggestion, answered; then the switcher, which remembers the choice too.
  await visit('/', async () => {
    await page.getByRole('button', { name: es('languageSuggestion:dismiss') }).click()
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), SUGGESTION_STORAGE_KEY))
      .toBe('dismissed')
  })
  await visit('/services', async () => {
    await page
      .locator('header')
      .getByRole('link', { name: localeInfo('pt').label })
      .first()
      .click()
    await page.waitForURL(/\/pt\/servicos$/)
  })
  await visit('/services/seo', () => page.locator('#seo-pricing ~ ul > li').first().hover())
  await visit('/services/cro', async () => {
    await page.locator('main input[type="range"]').first().focus()
    await page.keyboard.press('ArrowRight')
  })
  await visit('/clients', () => page.locator('[aria-roledescription] button').nth(1).click())
  await visit('/blog', () => page.getByRole('group').getByRole('button').nth(1).click())
  await visit('/blog/cro-for-saas')
  // From here without motion: a checklist box sliding in under a smooth scroll can leave a click unticked (twice in CI).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit('/blueprint', async () => {
    const first = page.locator('input[data-checklist-item]').first()
    await first.check()
    await first.uncheck()
    await first.check()
  })
  await visit('/search?q=shopify', () =>
    expect(page.locator('main [role="status"]')).not.toBeEmpty(),
  )
  await visit('/contact', async () => {
    await page.locator('input[name="name"]').fill('Ana Prueba')
    await page.locator('input[name="email"]').fill('ana@example.com')
    await page.locator('select[name="service"]').selectOption('seo')
    await page.locator('textarea[name="message"]').fill('Una prueba del inventario.')
    await page.locator('form button[type="submit"]').click()
    await expect(page.locator('form [role="status"] p')).toBeVisible()
  })
  await visit('/es/nada')
  await visit('/accessibility')
  await visit('/privacy', () =>
    page.getByRole('button', { name: copyIn('en')('privacy:browser.clear.button') }).click(),
  )

  const unlisted = [...used].filter((entry) => !listed.has(entry))
  expect(unlisted, 'storage keys the privacy notice does not list').toEqual([])
  const unused = stored.filter((id) => {
    const { area, keys } = browserStorageInventory[id]
    return !keys.some((key) => used.has(`${area}:${key}`))
  })
  expect(unused, 'inventory entries no feature used').toEqual([])
  expect(await context.cookies(), 'cookies (the notice says there are none)').toEqual([])
  // The build under test was configured from this environment (vite.config.ts reads the same).
  const allowed = thirdPartyOrigins(formServiceFrom(process.env), builtAnalytics)
  const unlistedOrigins = [...otherOrigins].filter((origin) => !allowed.includes(origin))
  expect(unlistedOrigins, 'hosts the privacy notice does not name').toEqual([])
})
