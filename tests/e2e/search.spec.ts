import { expect, type Page, test } from '@playwright/test'

import { localizePath } from '../../src/features/i18n/localePath'
import { copyIn } from '../copy'
import { gotoHydrated, PHONE, recordCspViolations, waitForHydration } from './helpers'

const es = copyIn('es')
const pt = copyIn('pt')

const languages = [
  {
    code: 'en',
    prefix: '',
    t: copyIn('en'),
    query: 'shopify',
    finds: '/services/shopify',
    // The SEO plans' heading holds the word: the page ranks above posts that mention it.
    pricing: 'pricing',
    // Typed without its accent: the About page names the founder Lucía.
    folded: 'lucia',
    foldedFinds: '/about',
  },
  {
    code: 'es',
    prefix: '/es',
    t: es,
    query: 'precios',
    finds: '/es/servicios/seo',
    pricing: 'precios',
    folded: 'OPTIMIZACION',
    foldedFinds: '/es/servicios/cro',
  },
  {
    code: 'pt',
    prefix: '/pt',
    t: pt,
    query: 'shopify',
    finds: '/pt/servicos/shopify',
    pricing: 'preços',
    folded: 'otimizacao',
    foldedFinds: '/pt/servicos/cro',
  },
] as const

const field = (page: Page, label: string) => page.getByRole('searchbox', { name: label })
// The results list; the page's breadcrumb trail is a list of links too.
const results = (page: Page) => page.locator('main ol:not(nav ol) li a')
const status = (page: Page) => page.getByRole('status')

for (const language of languages) {
  const { prefix, t } = language
  const searchPath = localizePath(language.code, '/search')

  // One visit per language: arriving with ?q=, typing, ranking, excerpts, then a result and Back.
  test(`search (${language.code}): searches ?q= on arrival${language.code === 'es' ? ' from the not-found page' : ''} and as the visitor types, folds accents and capitals, ranks headings first, says when nothing matches, and Back returns to the query`, async ({
    page,
  }) => {
    const violations = await recordCspViolations(page)
    const search = field(page, t('common:search.label'))
    const found = page.locator(`main ol a[href="${language.finds}"]`)
    if (language.code === 'es') {
      // Spanish arrives from the not-found page, whose form searches the site in its language.
      await gotoHydrated(page, '/es/no-existe')
      await search.fill(language.pricing)
      await search.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${searchPath}\\?q=${language.pricing}$`))
      await waitForHydration(page)
    } else await gotoHydrated(page, `${searchPath}?q=${language.pricing}`)
    const historyBefore = await page.evaluate(() => history.length)
    await test.step('ranks the page whose heading holds the query in the top three', async () => {
      await expect(search).toHaveValue(language.pricing)
      await expect(results(page).first()).toBeVisible()
      const top = await results(page).evaluateAll((links) =>
        links.slice(0, 3).map((link) => link.getAttribute('href')),
      )
      expect(top).toContain(localizePath(language.code, '/services/seo'))
    })
    await test.step('what only screen readers hear inside a link is no part of an excerpt', async () => {
      await search.fill('linkedin')
      await expect(results(page).first()).toBeVisible()
      await expect(page.locator('main ol:not(nav ol)')).not.toContainText(t('common:opensInNewTab'))
    })
    await test.step('folds accents and capitals', async () => {
      await search.fill(language.folded)
      await expect(page.locator(`main ol a[href="${language.foldedFinds}"]`)).toBeVisible()
    })
    await test.step('says so when nothing matches, a word that merely begins with a page’s word included', async () => {
      // Every page of the team names "X", the social network, which begins "xyzzy".
      await search.fill('xyzzy')
      await expect(status(page)).toContainText('“xyzzy”')
      await expect(results(page)).toHaveCount(0)
    })
    await test.step('keeps the query in the address and links only pages of this language', async () => {
      await search.fill(language.query)
      await expect(found).toBeVisible()
      await expect(status(page)).toContainText(`“${language.query}”`)
      await expect(page.locator('main ol mark').first()).toBeVisible()
      for (const href of await results(page).evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      )) {
        if (prefix) expect(href.startsWith(`${prefix}/`) || href === prefix).toBe(true)
        else expect(href).not.toMatch(/^\/(es|pt)(\/|$)/)
      }
      expect(new URL(page.url()).searchParams.get('q')).toBe(language.query)
      // Replaced, not pushed: typing adds nothing to the history.
      expect(await page.evaluate(() => history.length)).toBe(historyBefore)
    })
    await test.step('a result, then Back, returns to the query', async () => {
      await found.click()
      await expect(page).toHaveURL(new RegExp(`${language.finds}$`))
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${searchPath}\\?q=${language.query}$`))
      await expect(search).toHaveValue(language.query)
      await expect(found).toBeVisible()
    })
    expect(await violations()).toEqual([])
  })
}

test('the search page may compile WebAssembly, and no other page may', async ({ request }) => {
  const csp = async (path: string) =>
    (await request.get(path)).headers()['content-security-policy'] ?? ''
  expect(await csp('/es/buscar')).toContain("'wasm-unsafe-eval'")
  expect(await csp('/es/servicios/seo')).not.toContain('wasm')
  expect(await csp('/pagefind/pagefind.js')).not.toContain('wasm')
})

test('no other page loads anything of the search until the visitor goes there', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await gotoHydrated(page, '/es/servicios/seo')
  await page.waitForLoadState('networkidle')
  expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([])
})

test('keyboard only: from the header link to a result', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/pt')
  const link = page.getByRole('link', { name: pt('common:nav.search') })
  await expect(link).toBeVisible()
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/pt\/busca$/)
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: pt('common:skipToContent') })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(
    page
      .getByRole('navigation', { name: pt('common:breadcrumb.label') })
      .getByRole('link', { name: pt('common:breadcrumb.home') }),
  ).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(field(page, pt('common:search.label'))).toBeFocused()
  await page.keyboard.type('shopify')
  await expect(page.locator('main ol a[href="/pt/servicos/shopify"]')).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(results(page).first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/search/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header leads to the search page on a phone, which says search needs JavaScript and lists every page of its language', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/es')
    await page.getByRole('link', { name: es('common:nav.search') }).click()
    await expect(page).toHaveURL(/\/es\/buscar$/)
    await expect(page.getByText(es('search:noScript'))).toBeVisible()
    await expect(page.locator('main a[href="/es/servicios/seo"]').first()).toBeVisible()
    await expect(page.locator('main a[href="/es/contacto"]').first()).toBeVisible()
  })
})
