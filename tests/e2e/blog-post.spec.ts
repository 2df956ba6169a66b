import { expect, test } from '@playwright/test'

import { type Locale, localeInfo } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { copyIn, postIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, locales, textsOf } from './helpers'

const SLUG = 'cro-for-saas'

function copyOf(code: Locale) {
  const t = copyIn(code)
  const post = postIn(code, SLUG)
  return {
    title: post.title,
    pageTitle: `${post.seoTitle ?? post.title} | ${t('blog:post.titleSuffix', { name: site.name })}`,
    date: dates[code],
    // Each language's own text, at about 200 words a minute.
    readingTime: t('blog:readingTime', { count: { en: 3, es: 4, pt: 4 }[code] }),
    role: t('people:roles.valeria'),
    profile: t('blog:post.profile', { name: 'Valeria Castro' }),
    trail: t('common:breadcrumb.label'),
    blog: t('common:nav.blog'),
    notFoundBack: t('blog:notFound.back'),
    topics: post.tags,
    headings: [t('blog:post.topics'), t('blog:post.share.title')],
    firstHeading: /<h2[^>]*>(.*?)<\/h2>/.exec(post.html)?.[1] ?? '',
    shareX: t('blog:post.share.x'),
    shareLinkedIn: t('blog:post.share.linkedin'),
    related: t('blog:post.related'),
    notFound: [t('blog:notFound.title'), t('blog:notFound.text')],
    cta: t('common:cta.offer.call.title'),
  }
}

/** The post's date as each language writes it: the page's own formatting, under test. */
const dates = { en: 'January 8, 2025', es: '8 de enero de 2025', pt: '8 de janeiro de 2025' }

for (const { code, prefix } of locales) {
  test.describe(`Blog post (${code})`, () => {
    const text = copyOf(code)
    // At the post's slug in this language: its translation's front matter may give its own.
    const url = `${prefix}/blog/${postIn(code, SLUG).slug}`

    test('shows the whole post in the page’s language', async ({ page }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, url)
      await expect(page).toHaveTitle(text.pageTitle)
      const article = page.locator('main article')
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(text.title)
      const trail = article.getByRole('navigation', { name: text.trail })
      await expect(trail.getByRole('link', { name: text.blog })).toHaveAttribute(
        'href',
        `${prefix}/blog`,
      )
      await expect(trail.locator('[aria-current="page"]')).toHaveText(text.title)
      await expect(article.locator('header time')).toHaveText(text.date)
      await expect(article.locator('header time')).toHaveAttribute('datetime', '2025-01-08')
      await expect(article.locator('header')).toContainText(`CRO${text.date}${text.readingTime}`)
      await expect(article.locator('header')).toContainText(`Valeria Castro${text.role}`)
      const profile = article.getByRole('link', { name: new RegExp(`^${text.profile}`) })
      await expect(profile).toHaveAttribute('href', 'https://x.com/valeriacro')
      await expect(profile).toHaveAttribute('target', '_blank')
      for (const image of await article.locator('img').all()) {
        const response = await page.request.get((await image.getAttribute('src')) ?? '')
        expect(response.status()).toBe(200)
      }
      expect(await article.locator('h2').count()).toBeGreaterThan(4)
      expect(await textsOf(article.locator('footer h2'))).toEqual(text.headings)
      expect(
        await textsOf(article.locator('footer li').filter({ hasNot: page.locator('a') })),
      ).toEqual(text.topics)
      // The other post on CRO, the one card under "Related Articles".
      const related = page.locator('section', {
        has: page.locator('h2', { hasText: text.related }),
      })
      await expect(related.locator('h3 a')).toHaveAttribute(
        'href',
        `${prefix}/blog/${postIn(code, 'how-to-run-an-honest-ab-test').slug}`,
      )
      await expect(page.getByRole('heading', { name: text.cta })).toBeVisible()
      expect(errors).toEqual([])
    })
  })
}

// A post's slug may differ by language, which the address alone cannot tell its links and head.
test('switching language on a post lands on the post at that language’s slug', async ({ page }) => {
  const errors = collectBrowserErrors(page)
  const spanish = postIn('es', SLUG)
  const portuguese = postIn('pt', SLUG)
  await gotoHydrated(page, '/es/blog')
  await page.getByRole('link', { name: spanish.title }).click()
  await expect(page).toHaveURL(`/es/blog/${spanish.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.title)
  const switcher = page
    .getByRole('navigation', { name: copyIn('es')('common:language.label') })
    .first()
  await expect(switcher.getByRole('link', { name: localeInfo('en').label })).toHaveAttribute(
    'href',
    `/blog/${SLUG}`,
  )
  await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute(
    'href',
    `${site.origin}/pt/blog/${portuguese.slug}`,
  )
  await switcher.getByRole('link', { name: localeInfo('pt').label }).click()
  await expect(page).toHaveURL(`/pt/blog/${portuguese.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(portuguese.title)
  expect(errors).toEqual([])
})

// What a post page does is the same in every language: tested in English.
test.describe('Blog post', () => {
  const text = copyOf('en')
  const url = `/blog/${SLUG}`
  const address = `${site.origin}${url}`

  test('shares its title and own localized address on X and LinkedIn, in a new tab', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    const x = page.getByRole('link', { name: new RegExp(`^${text.shareX}`) })
    const linkedIn = page.getByRole('link', { name: new RegExp(`^${text.shareLinkedIn}`) })
    const xUrl = new URL((await x.getAttribute('href')) ?? '')
    expect(xUrl.origin + xUrl.pathname).toBe('https://x.com/intent/tweet')
    expect(xUrl.searchParams.get('text')).toBe(text.title)
    expect(xUrl.searchParams.get('url')).toBe(address)
    const linkedInUrl = new URL((await linkedIn.getAttribute('href')) ?? '')
    expect(linkedInUrl.origin + linkedInUrl.pathname).toBe('https://www.linkedin.com/shareArticle')
    expect(linkedInUrl.searchParams.get('url')).toBe(address)
    expect(linkedInUrl.searchParams.get('title')).toBe(text.title)
    for (const link of [x, linkedIn]) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('opens from the blog’s list by link, with its whole body, and leads back', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, '/blog')
    await page.getByRole('link', { name: text.title }).click()
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
    await expect(page.locator('main article h2').first()).toHaveText(text.firstHeading)
    await expect(page).toHaveTitle(text.pageTitle)
    await expect(page.locator('main article header time')).toHaveText(text.date)
    await page
      .getByRole('navigation', { name: text.trail })
      .getByRole('link', { name: text.blog })
      .click()
    await expect(page).toHaveURL('/blog')
    await expect(page.locator('main article h3 a')).toHaveCount(6)
    expect(errors).toEqual([])
  })

  test('an unknown post answers 404 with “Post Not Found” in the URL’s language', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    const response = await gotoHydrated(page, '/blog/no-such-post')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', localeInfo('en').tag)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound[0] ?? '')
    await expect(page.locator('main')).toContainText(text.notFound[1] ?? '')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    await page.locator('main').getByRole('link', { name: text.notFoundBack }).click()
    await expect(page).toHaveURL('/blog')
    await expect(page.locator('main article h3 a')).toHaveCount(6)
    expect(errors).toEqual([])
  })
})
