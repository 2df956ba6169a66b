import { expect, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated, jsonLdBlocks, locales, textsOf } from './helpers'

const SLUG = 'cro-for-saas'

const copy = {
  en: {
    title: 'Conversion Rate Optimization for SaaS: From Visitor to Paying Customer',
    pageTitle: 'CRO for SaaS: From Visitor to Paying Customer | Nexa Digital Blog',
    date: 'January 8, 2025',
    readingTime: '10 min read',
    role: 'CRO Strategist',
    profile: 'Valeria Castro on X',
    back: 'Back to Blog',
    topics: ['CRO', 'SaaS', 'A/B testing', 'Onboarding'],
    headings: ['Topics', 'Share this article'],
    shareX: 'Share on X',
    shareLinkedIn: 'Share on LinkedIn',
    related: 'Related Articles',
    notFound: ['Post Not Found', "The blog post you're looking for doesn't exist."],
    cta: 'Ready to transform your digital presence?',
  },
  es: {
    title: 'Optimización de conversiones para SaaS: de visitante a cliente que paga',
    pageTitle: 'CRO para SaaS: de visitante a cliente que paga | Blog de Nexa Digital',
    date: '8 de enero de 2025',
    readingTime: '10 min de lectura',
    role: 'Estratega de CRO',
    profile: 'Valeria Castro en X',
    back: 'Volver al blog',
    topics: ['CRO', 'SaaS', 'Pruebas A/B', 'Onboarding'],
    headings: ['Temas', 'Comparte este artículo'],
    shareX: 'Compartir en X',
    shareLinkedIn: 'Compartir en LinkedIn',
    related: 'Artículos relacionados',
    notFound: ['Artículo no encontrado', 'El artículo que buscas no existe.'],
    cta: '¿Listo para transformar tu presencia digital?',
  },
  pt: {
    title: 'Otimização de conversão para SaaS: de visitante a cliente pagante',
    pageTitle: 'CRO para SaaS: de visitante a cliente pagante | Blog da Nexa Digital',
    date: '8 de janeiro de 2025',
    readingTime: '10 min de leitura',
    role: 'Estrategista de CRO',
    profile: 'Valeria Castro no X',
    back: 'Voltar ao blog',
    topics: ['CRO', 'SaaS', 'Testes A/B', 'Onboarding'],
    headings: ['Tópicos', 'Compartilhe este artigo'],
    shareX: 'Compartilhar no X',
    shareLinkedIn: 'Compartilhar no LinkedIn',
    related: 'Artigos relacionados',
    notFound: ['Artigo não encontrado', 'O artigo que você procura não existe.'],
    cta: 'Pronto para transformar sua presença digital?',
  },
}

for (const { code, prefix, tag } of locales) {
  test.describe(`Blog post (${code})`, () => {
    const text = copy[code]
    const url = `${prefix}/blog/${SLUG}`
    const address = `https://nexadigital.agency${url}`

    test('shows the whole post in the page’s language', async ({ page }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, url)
      await expect(page).toHaveTitle(text.pageTitle)
      const article = page.locator('main article')
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(text.title)
      await expect(article.getByRole('link', { name: text.back })).toHaveAttribute(
        'href',
        `${prefix}/blog`,
      )
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
      await expect(page.locator('main h2', { hasText: text.related })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: text.cta })).toBeVisible()
      expect(errors).toEqual([])
    })

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
      expect(linkedInUrl.origin + linkedInUrl.pathname).toBe(
        'https://www.linkedin.com/shareArticle',
      )
      expect(linkedInUrl.searchParams.get('url')).toBe(address)
      expect(linkedInUrl.searchParams.get('title')).toBe(text.title)
      for (const link of [x, linkedIn]) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
    })

    test('is described as an article to search engines and social networks', async ({ page }) => {
      await gotoHydrated(page, url)
      const meta = (attr: string, name: string) =>
        page.locator(`meta[${attr}="${name}"]`).getAttribute('content')
      expect(await meta('property', 'og:type')).toBe('article')
      expect(await meta('property', 'article:published_time')).toBe('2025-01-08')
      expect(await meta('property', 'article:modified_time')).toBe('2025-01-08')
      expect(await meta('property', 'article:section')).toBe('CRO')
      expect(await meta('property', 'og:image')).toBe(
        'https://nexadigital.agency/images/blog/cro-for-saas.png',
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', address)
      const posting = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'BlogPosting')
      expect(posting).toMatchObject({
        headline: text.title,
        datePublished: '2025-01-08',
        inLanguage: tag,
        author: { name: 'Valeria Castro', jobTitle: text.role },
      })
    })

    test('its body carries no script, event handler or javascript: link', async ({ page }) => {
      await gotoHydrated(page, url)
      const unsafe = await page.locator('main article').evaluate((article) => {
        const found: string[] = []
        for (const element of article.querySelectorAll('*')) {
          if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE'].includes(element.tagName)) {
            found.push(element.tagName)
          }
          for (const attribute of element.attributes) {
            if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`)
            if (/^\s*javascript:/i.test(attribute.value))
              found.push(`${element.tagName} ${attribute.name}`)
          }
        }
        return found
      })
      expect(unsafe).toEqual([])
    })

    test('opens from the blog’s list by link, and leads back', async ({ page }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, `${prefix}/blog`)
      await page.getByRole('link', { name: text.title }).click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      await expect(page).toHaveTitle(text.pageTitle)
      await expect(page.locator('main article header time')).toHaveText(text.date)
      await page.getByRole('link', { name: text.back }).click()
      await expect(page).toHaveURL(`${prefix}/blog`)
      await expect(page.locator('main article h3 a')).toHaveCount(3)
      expect(errors).toEqual([])
    })

    test('an unknown post answers 404 with “Post Not Found” in the URL’s language', async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page)
      const response = await gotoHydrated(page, `${prefix}/blog/no-such-post`)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound[0] ?? '')
      await expect(page.locator('main')).toContainText(text.notFound[1] ?? '')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      )
      await page.locator('main').getByRole('link', { name: text.back }).click()
      await expect(page).toHaveURL(`${prefix}/blog`)
      await expect(page.locator('main article h3 a')).toHaveCount(3)
      expect(errors).toEqual([])
    })
  })
}
