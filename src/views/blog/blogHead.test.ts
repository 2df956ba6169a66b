import { describe, expect, it } from 'vitest'

import esBlog from '../../../locales/es/blog.json'
import esCommon from '../../../locales/es/common.json'
import esPeople from '../../../locales/es/people.json'
import { blogIndex, type BlogPostData, blogPostPage } from '../../features/blog/blogData'
import { createSiteI18n } from '../../features/i18n/siteFigures'
import { buildHead } from '../../features/seo/headData'
import { headTags } from '../../features/seo/headTags'
import { siteRoutes } from '../../routes'
import { resolveIn, withMissing } from '../../routing/resolve'
import * as blogIndexHead from './blogIndexHead'
import * as postHead from './postHead'
import * as postNotFoundHead from './postNotFoundHead'

const t = createSiteI18n('es', { common: esCommon, blog: esBlog, people: esPeople }).getFixedT('es')

// pageHead.ts erases each route's data type the same way; so does this helper.
function spanishHead(
  logicalPath: string,
  builders: typeof postHead | typeof blogIndexHead | typeof postNotFoundHead,
  data?: unknown,
  table = siteRoutes,
) {
  return buildHead({
    locale: 'es',
    logicalPath,
    resolved: resolveIn(table, logicalPath),
    t,
    table,
    builders: builders as never,
    data,
  })
}

const attrsOf = (tags: ReturnType<typeof headTags>, key: string, name: string) =>
  tags.filter((tag) => tag.attrs[key] === name).map((tag) => tag.attrs.content)

/** The Spanish address of the post on CRO for SaaS, whose slug is its translation's own. */
const SPANISH_PATH = '/blog/optimizacion-de-conversiones-saas'

describe('head of a blog post', async () => {
  const data = await blogPostPage('es', 'optimizacion-de-conversiones-saas')
  const { post } = data
  const head = spanishHead(SPANISH_PATH, postHead, data)
  const tags = headTags(head)

  it('takes its title (the short one), description and keywords from the post', () => {
    expect(head.title).toBe('CRO para SaaS: de visitante a cliente | Blog de Nexa Digital')
    expect(head.description).toBe(post.excerpt)
    expect(head.keywords).toBe(post.seoKeywords.join(', '))
    expect(head.canonical).toBe(
      'https://nexadigital.agency/es/blog/optimizacion-de-conversiones-saas',
    )
  })

  it('lists each language’s version at its own slug, English as x-default', () => {
    expect(head.alternates).toEqual([
      { hreflang: 'en-US', href: 'https://nexadigital.agency/blog/cro-for-saas' },
      { hreflang: 'es-MX', href: `https://nexadigital.agency/es${SPANISH_PATH}` },
      {
        hreflang: 'pt-BR',
        href: 'https://nexadigital.agency/pt/blog/otimizacao-de-conversao-saas',
      },
      { hreflang: 'x-default', href: 'https://nexadigital.agency/blog/cro-for-saas' },
    ])
  })

  it('falls back to the tags for keywords when the post names none', () => {
    const bare: BlogPostData = { ...data, post: { ...post, seoKeywords: [] } }
    expect(spanishHead(SPANISH_PATH, postHead, bare).keywords).toBe(post.tags.join(', '))
  })

  it('gives a revised post its update date as the modified time, for crawlers', () => {
    const revised: BlogPostData = { ...data, post: { ...post, updatedAt: '2025-03-02' } }
    const revisedTags = headTags(spanishHead(SPANISH_PATH, postHead, revised))
    expect(attrsOf(revisedTags, 'property', 'article:published_time')).toEqual([
      '2025-01-08T00:00:00-06:00',
    ])
    expect(attrsOf(revisedTags, 'property', 'article:modified_time')).toEqual([
      '2025-03-02T00:00:00-06:00',
    ])
  })

  it('is an Open Graph article with author, dates, section and tags, and a PNG image', () => {
    expect(attrsOf(tags, 'property', 'og:type')).toEqual(['article'])
    expect(attrsOf(tags, 'property', 'article:author')).toEqual(['Valeria Castro'])
    expect(attrsOf(tags, 'property', 'article:published_time')).toEqual([
      '2025-01-08T00:00:00-06:00',
    ])
    // Revised since: its last revision's day.
    expect(attrsOf(tags, 'property', 'article:modified_time')).toEqual([
      `${post.updatedAt ?? post.publishedAt}T00:00:00-06:00`,
    ])
    expect(attrsOf(tags, 'property', 'article:section')).toEqual(['CRO'])
    expect(attrsOf(tags, 'property', 'article:tag')).toEqual(post.tags)
    expect(attrsOf(tags, 'property', 'og:image')).toEqual([
      'https://nexadigital.agency/images/blog/cro-for-saas.png',
    ])
  })

  it('offers the Spanish feed', () => {
    const feed = tags.find((tag) => tag.attrs.type === 'application/rss+xml')
    expect(feed?.attrs).toMatchObject({
      rel: 'alternate',
      href: 'https://nexadigital.agency/es/rss.xml',
    })
  })

  it('carries BlogPosting structured data and a breadcrumb ending in the post', () => {
    const [breadcrumb, posting] = head.jsonLd
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: '2025-01-08T00:00:00-06:00',
      image: 'https://nexadigital.agency/images/blog/cro-for-saas.png',
      author: { '@type': 'Person', name: 'Valeria Castro', jobTitle: 'Estratega de CRO' },
      inLanguage: 'es-MX',
    })
    expect(JSON.stringify(breadcrumb)).toContain(
      `"position":3,"name":${JSON.stringify(post.title)}`,
    )
  })
})

const spanishBlog = await blogIndex('es')

describe('head of the blog', () => {
  const head = spanishHead('/blog', blogIndexHead, spanishBlog)

  it('keeps the page’s own title and is a website, offering its feed', () => {
    expect(head.title).toBe(`${esBlog.meta.title} | Nexa Digital`)
    expect(head.article).toBeNull()
    expect(head.feeds.map((feed) => feed.href)).toEqual(['https://nexadigital.agency/es/rss.xml'])
  })

  it('lists every post in its Blog structured data, at its Spanish address', () => {
    const blog = head.jsonLd.find((node) => '@type' in node && node['@type'] === 'Blog')
    expect(blog && 'blogPost' in blog && blog.blogPost).toEqual(
      spanishBlog.posts.map((post) =>
        expect.objectContaining({ url: `https://nexadigital.agency/es/blog/${post.slug}` }),
      ),
    )
  })
})

describe('head of an unknown post', () => {
  const head = spanishHead(
    '/blog/no-existe',
    postNotFoundHead,
    undefined,
    withMissing(siteRoutes, '/blog/no-existe'),
  )

  it('says the post was not found and is not indexed', () => {
    expect(head.title).toBe('Artículo no encontrado | Blog de Nexa Digital')
    expect(head.robots).toBe('noindex, nofollow')
    expect(head.canonical).toBeNull()
  })
})
