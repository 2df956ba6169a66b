import { expect, type Page, test } from '@playwright/test'

import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, textsOf } from './helpers'

const CATEGORIES = ['SEO', 'CRO', 'UX', 'SaaS']

/** The cards on show: a filter hides the others. */
const cardLinks = (page: Page) => page.locator('main article h3 a').filter({ visible: true })
const cardSlugs = async (page: Page) =>
  (await cardLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map(
    (href) => href?.split('/').pop(),
  )

// The filter behaves the same in every language: tested in English. Each language's list, dates
// and reading times are read from its HTML (tests/dist/blogPages.test.ts).
const t = copyIn('en')
const text = { all: t('blog:filter.all'), filter: t('blog:filter.label') }

test.describe('Blog', () => {
  const url = '/blog'
  const filter = (page: Page) => page.getByRole('group', { name: text.filter })
  const option = (page: Page, name: string) =>
    filter(page).getByRole('button', { name, exact: true })

  test('offers All, SEO, CRO, UX and SaaS, All chosen at first; a category shows exactly its posts, the address keeps the choice, and none is empty', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    expect(await textsOf(filter(page).getByRole('button'))).toEqual([text.all, ...CATEGORIES])
    await expect(option(page, text.all)).toHaveAttribute('aria-pressed', 'true')
    for (const category of CATEGORIES) {
      await expect(option(page, category)).toHaveAttribute('aria-pressed', 'false')
    }

    await option(page, 'CRO').click()
    await expect(option(page, 'CRO')).toHaveAttribute('aria-pressed', 'true')
    await expect(option(page, text.all)).toHaveAttribute('aria-pressed', 'false')
    expect(await cardSlugs(page)).toEqual(['how-to-run-an-honest-ab-test', 'cro-for-saas'])
    await expect(page).toHaveURL(`${url}?category=cro`)

    await option(page, 'UX').click()
    // Polled: the list re-renders just after the click, as the first choice's check above waits.
    await expect.poll(() => cardSlugs(page)).toEqual(['ux-design-principles'])

    await option(page, text.all).click()
    await expect(cardLinks(page)).toHaveCount(6)
    await expect(page).toHaveURL(url)

    // With SEO's posts below, every category is seen to show posts.
    await option(page, 'SaaS').click()
    await expect.poll(() => cardSlugs(page)).toEqual(['build-or-buy-software'])
  })

  // A reload loads the address the choice wrote, so opening one such address checks both.
  test('a shared address opens on its category, and an unknown one on all', async ({ page }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, `${url}?category=seo`)
    await expect(option(page, 'SEO')).toHaveAttribute('aria-pressed', 'true')
    expect(await cardSlugs(page)).toEqual([
      'how-answer-engines-choose-sources',
      'llm-txt-file-2025',
    ])
    await gotoHydrated(page, `${url}?category=growth`)
    await expect(cardLinks(page)).toHaveCount(6)
    expect(errors).toEqual([])
  })
})

test.describe('Blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows every post and no filter that could not work', async ({ page }) => {
    await page.goto('/es/blog?category=cro')
    await expect(page.locator('main article h3 a')).toHaveCount(6)
    await expect(page.getByRole('group', { name: copyIn('es')('blog:filter.label') })).toBeHidden()
  })
})
