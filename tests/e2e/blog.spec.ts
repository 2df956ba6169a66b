import { expect, type Page, test } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'

import { collectBrowserErrors, gotoHydrated, jsonLdBlocks, locales, textsOf } from './helpers'

const copy = {
  en: {
    pageTitle: 'Blog: SEO, GEO, CRO and UX Insights & Strategies | Nexa Digital',
    title: 'Insights & Strategies',
    all: 'All',
    filter: 'Filter posts by category',
    empty: 'No posts found in this category.',
    showAll: 'Show all posts',
    feed: 'Nexa Digital Blog',
    firstTitle: /^The llms\.txt File in 2025/,
    dates: ['January 10, 2025', 'January 8, 2025', 'January 5, 2025'],
    readingTimes: ['8 min read', '10 min read', '6 min read'],
  },
  es: {
    pageTitle: 'Blog: ideas y estrategias de SEO, GEO, CRO y UX | Nexa Digital',
    title: 'Ideas y estrategias',
    all: 'Todos',
    filter: 'Filtrar artículos por categoría',
    empty: 'No hay artículos en esta categoría.',
    showAll: 'Ver todos los artículos',
    feed: 'Blog de Nexa Digital',
    firstTitle: /^El archivo llms\.txt en 2025/,
    dates: ['10 de enero de 2025', '8 de enero de 2025', '5 de enero de 2025'],
    readingTimes: ['8 min de lectura', '10 min de lectura', '6 min de lectura'],
  },
  pt: {
    pageTitle: 'Blog: ideias e estratégias de SEO, GEO, CRO e UX | Nexa Digital',
    title: 'Ideias e estratégias',
    all: 'Todos',
    filter: 'Filtrar artigos por categoria',
    empty: 'Nenhum artigo encontrado nesta categoria.',
    showAll: 'Ver todos os artigos',
    feed: 'Blog da Nexa Digital',
    firstTitle: /^O arquivo llms\.txt em 2025/,
    dates: ['10 de janeiro de 2025', '8 de janeiro de 2025', '5 de janeiro de 2025'],
    readingTimes: ['8 min de leitura', '10 min de leitura', '6 min de leitura'],
  },
}

const SLUGS = ['llm-txt-file-2025', 'cro-for-saas', 'ux-design-principles']
const CATEGORIES = ['SEO', 'CRO', 'UX', 'SaaS']

const cardLinks = (page: Page) => page.locator('main article h3 a')
const cardSlugs = async (page: Page) =>
  (await cardLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map(
    (href) => href?.split('/').pop(),
  )

for (const { code, prefix, tag } of locales) {
  test.describe(`Blog (${code})`, () => {
    const text = copy[code]
    const url = `${prefix}/blog`
    const filter = (page: Page) => page.getByRole('group', { name: text.filter })
    const option = (page: Page, name: string) =>
      filter(page).getByRole('button', { name, exact: true })

    test('lists the three posts, newest first, each card linking to its post', async ({ page }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, url)
      await expect(page).toHaveTitle(text.pageTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      await expect(cardLinks(page)).toHaveCount(3)
      await expect(cardLinks(page).first()).toHaveText(text.firstTitle)
      for (const [index, slug] of SLUGS.entries()) {
        await expect(cardLinks(page).nth(index)).toHaveAttribute('href', `${prefix}/blog/${slug}`)
      }
      expect(await textsOf(page.locator('main article time'))).toEqual(text.dates)
      await expect(page.locator('main article').first()).toContainText(text.readingTimes[0] ?? '')
      await expect(page.locator('main article').nth(1)).toContainText(text.readingTimes[1] ?? '')
      expect(errors).toEqual([])
    })

    test('offers All, SEO, CRO, UX and SaaS, All chosen at first', async ({ page }) => {
      await gotoHydrated(page, url)
      expect(await textsOf(filter(page).getByRole('button'))).toEqual([text.all, ...CATEGORIES])
      await expect(option(page, text.all)).toHaveAttribute('aria-pressed', 'true')
      for (const category of CATEGORIES) {
        await expect(option(page, category)).toHaveAttribute('aria-pressed', 'false')
      }
    })

    test('a category shows exactly its posts, and the address keeps the choice', async ({
      page,
    }) => {
      await gotoHydrated(page, url)
      await option(page, 'CRO').click()
      await expect(option(page, 'CRO')).toHaveAttribute('aria-pressed', 'true')
      await expect(option(page, text.all)).toHaveAttribute('aria-pressed', 'false')
      expect(await cardSlugs(page)).toEqual(['cro-for-saas'])
      await expect(page).toHaveURL(`${url}?category=cro`)

      await option(page, 'UX').click()
      // Polled: the list re-renders just after the click, as the first choice's check above waits.
      await expect.poll(() => cardSlugs(page)).toEqual(['ux-design-principles'])

      await option(page, text.all).click()
      await expect(cardLinks(page)).toHaveCount(3)
      await expect(page).toHaveURL(url)
    })

    test('a category with no posts says so, and offers every post again', async ({ page }) => {
      await gotoHydrated(page, url)
      await option(page, 'SaaS').click()
      await expect(cardLinks(page)).toHaveCount(0)
      await expect(page.getByRole('status')).toHaveText(text.empty)
      await page.getByRole('button', { name: text.showAll }).click()
      await expect(cardLinks(page)).toHaveCount(3)
      await expect(option(page, text.all)).toHaveAttribute('aria-pressed', 'true')
    })

    test('a shared address opens on its category, and survives a reload', async ({ page }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, `${url}?category=seo`)
      await expect(option(page, 'SEO')).toHaveAttribute('aria-pressed', 'true')
      expect(await cardSlugs(page)).toEqual(['llm-txt-file-2025'])
      await page.reload()
      await expect(option(page, 'SEO')).toHaveAttribute('aria-pressed', 'true')
      expect(await cardSlugs(page)).toEqual(['llm-txt-file-2025'])
      // An unknown category is no filter at all.
      await gotoHydrated(page, `${url}?category=growth`)
      await expect(cardLinks(page)).toHaveCount(3)
      expect(errors).toEqual([])
    })

    test('links its feed, which is valid RSS of the posts in the same language', async ({
      page,
      request,
    }) => {
      await gotoHydrated(page, url)
      const feedLink = page.locator('link[rel="alternate"][type="application/rss+xml"]')
      await expect(feedLink).toHaveAttribute('href', `https://nexadigital.agency${prefix}/rss.xml`)
      const response = await request.get(`${prefix}/rss.xml`)
      expect(response.status()).toBe(200)
      const xml = await response.text()
      expect(XMLValidator.validate(xml)).toBe(true)
      const { rss } = new XMLParser().parse(xml) as {
        rss: {
          channel: { title: string; language: string; item: { title: string; link: string }[] }
        }
      }
      expect(rss.channel.title).toBe(text.feed)
      expect(rss.channel.language).toBe(tag)
      expect(rss.channel.item.map((item) => item.link)).toEqual(
        SLUGS.map((slug) => `https://nexadigital.agency${prefix}/blog/${slug}`),
      )
      expect(rss.channel.item[0]?.title).toMatch(text.firstTitle)
    })

    test('describes itself as a Blog of its posts, under Home > Blog', async ({ page }) => {
      await gotoHydrated(page, url)
      const blocks = await jsonLdBlocks(page)
      const blog = blocks.find((block) => block['@type'] === 'Blog') as
        { blogPost: { headline: string }[] } | undefined
      expect(blog?.blogPost).toHaveLength(3)
      const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as {
        itemListElement: { name: string }[]
      }
      expect(breadcrumb.itemListElement.map((crumb) => crumb.name)).toHaveLength(2)
      expect(breadcrumb.itemListElement[1]?.name).toBe('Blog')
    })
  })
}

test.describe('Blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows every post and no filter that could not work', async ({ page }) => {
    await page.goto('/es/blog?category=cro')
    await expect(page.locator('main article h3 a')).toHaveCount(3)
    await expect(page.getByRole('group', { name: copy.es.filter })).toBeHidden()
  })
})
