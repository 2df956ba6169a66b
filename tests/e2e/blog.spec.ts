import { expect, type Page, test } from '@playwright/test'

import type { Locale } from '../../src/config/locales'
import { copyIn, postIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, locales, textsOf } from './helpers'

// About 200 words a minute, from each language's own text: the Spanish post on CRO runs longer.
const READING_MINUTES: Record<Locale, number[]> = {
  en: [4, 4, 2, 4, 3, 3],
  es: [5, 5, 2, 4, 4, 3],
  pt: [4, 5, 2, 4, 4, 3],
}

function copyOf(code: Locale) {
  const t = copyIn(code)
  return {
    all: t('blog:filter.all'),
    filter: t('blog:filter.label'),
    readingTimes: READING_MINUTES[code].map((count) => t('blog:readingTime', { count })),
  }
}

/** Publication dates as each language writes them: the list's own formatting, under test. */
const dates = {
  en: [
    'November 17, 2026',
    'October 20, 2026',
    'February 12, 2025',
    'January 10, 2025',
    'January 8, 2025',
    'January 5, 2025',
  ],
  es: [
    '17 de noviembre de 2026',
    '20 de octubre de 2026',
    '12 de febrero de 2025',
    '10 de enero de 2025',
    '8 de enero de 2025',
    '5 de enero de 2025',
  ],
  pt: [
    '17 de novembro de 2026',
    '20 de outubro de 2026',
    '12 de fevereiro de 2025',
    '10 de janeiro de 2025',
    '8 de janeiro de 2025',
    '5 de janeiro de 2025',
  ],
}

const SLUGS = [
  'how-to-run-an-honest-ab-test',
  'how-answer-engines-choose-sources',
  'build-or-buy-software',
  'llm-txt-file-2025',
  'cro-for-saas',
  'ux-design-principles',
]
const CATEGORIES = ['SEO', 'CRO', 'UX', 'SaaS']

/** The cards on show: a filter hides the others. */
const cardLinks = (page: Page) => page.locator('main article h3 a').filter({ visible: true })
const cardSlugs = async (page: Page) =>
  (await cardLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map(
    (href) => href?.split('/').pop(),
  )

for (const { code, prefix } of locales) {
  test(`the ${code} blog lists the six posts in its language, newest first, each card linking to its post`, async ({
    page,
  }) => {
    const text = copyOf(code)
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, `${prefix}/blog`)
    expect(await textsOf(cardLinks(page))).toEqual(SLUGS.map((slug) => postIn(code, slug).title))
    for (const [index, slug] of SLUGS.entries()) {
      await expect(cardLinks(page).nth(index)).toHaveAttribute(
        'href',
        `${prefix}/blog/${postIn(code, slug).slug}`,
      )
    }
    expect(await textsOf(page.locator('main article time'))).toEqual(dates[code])
    for (const [index, readingTime] of text.readingTimes.entries()) {
      await expect(page.locator('main article').nth(index)).toContainText(readingTime)
    }
    expect(errors).toEqual([])
  })
}

// The filter behaves the same in every language: tested in English.
test.describe('Blog', () => {
  const text = copyOf('en')
  const url = '/blog'
  const filter = (page: Page) => page.getByRole('group', { name: text.filter })
  const option = (page: Page, name: string) =>
    filter(page).getByRole('button', { name, exact: true })

  test('offers All, SEO, CRO, UX and SaaS, All chosen at first', async ({ page }) => {
    await gotoHydrated(page, url)
    expect(await textsOf(filter(page).getByRole('button'))).toEqual([text.all, ...CATEGORIES])
    await expect(option(page, text.all)).toHaveAttribute('aria-pressed', 'true')
    for (const category of CATEGORIES) {
      await expect(option(page, category)).toHaveAttribute('aria-pressed', 'false')
    }
  })

  test('a category shows exactly its posts, and the address keeps the choice', async ({ page }) => {
    await gotoHydrated(page, url)
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
  })

  test('every category offers posts: no filter leads to an empty list', async ({ page }) => {
    await gotoHydrated(page, url)
    for (const category of CATEGORIES) {
      await option(page, category).click()
      await expect(cardLinks(page).first()).toBeVisible()
    }
    await option(page, 'SaaS').click()
    await expect.poll(() => cardSlugs(page)).toEqual(['build-or-buy-software'])
  })

  test('a shared address opens on its category, and survives a reload', async ({ page }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, `${url}?category=seo`)
    await expect(option(page, 'SEO')).toHaveAttribute('aria-pressed', 'true')
    expect(await cardSlugs(page)).toEqual([
      'how-answer-engines-choose-sources',
      'llm-txt-file-2025',
    ])
    await page.reload()
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
    await expect(page.getByRole('group', { name: copyOf('es').filter })).toBeHidden()
  })
})
