import { readFileSync } from 'node:fs'

import postSlugs from 'virtual:blog-posts/slugs'
import { describe, expect, it } from 'vitest'

import { localeCodes } from '../../config/locales'
import { blogIndex } from '../../features/blog/blogData'
import { compilePost } from '../../features/blog/compilePost'
import { blogAuthors } from './authors'
import { type BlogCategory, featuredImageSize, relatedPosts, shareImagePath } from './posts'

const englishPosts = (await blogIndex('en')).posts

describe('blog posts', () => {
  it('are the six published posts, newest first, each read in its own language’s time', async () => {
    const facts = async (locale: 'en' | 'es' | 'pt') =>
      (await blogIndex(locale)).posts.map(({ slug, category, publishedAt, readingMinutes }) => [
        slug,
        category,
        publishedAt,
        readingMinutes,
      ])
    expect(await facts('en')).toEqual([
      ['how-to-run-an-honest-ab-test', 'CRO', '2026-11-17', 4],
      ['how-answer-engines-choose-sources', 'SEO', '2026-10-20', 4],
      ['build-or-buy-software', 'SaaS', '2025-02-12', 2],
      ['llm-txt-file-2025', 'SEO', '2025-01-10', 4],
      ['cro-for-saas', 'CRO', '2025-01-08', 3],
      ['ux-design-principles', 'UX', '2025-01-05', 3],
    ])
    // The Spanish post on CRO runs longer than the English one: its own reading time.
    expect((await facts('es'))[4]).toEqual([
      'optimizacion-de-conversiones-saas',
      'CRO',
      '2025-01-08',
      4,
    ])
    expect(Object.keys(postSlugs)).toEqual([
      'build-or-buy-software',
      'cro-for-saas',
      'how-answer-engines-choose-sources',
      'how-to-run-an-honest-ab-test',
      'llm-txt-file-2025',
      'ux-design-principles',
    ])
  })

  it('exist in every language, under the English name, with every field and a real body', () => {
    for (const [name, slugs] of Object.entries(postSlugs)) {
      for (const locale of localeCodes) {
        const file = `locales/${locale}/blog/${name}.md`
        const source = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')
        const post = compilePost(source, file)
        expect(post.slug, file).toBe(slugs[locale])
        expect(post.html.split(/\s+/).length, file).toBeGreaterThan(400)
      }
    }
  })
})

describe('blog images', () => {
  it('are self-hosted files for every featured image and author avatar', () => {
    const paths = [
      ...englishPosts.map((post) => post.featuredImage),
      ...Object.values(blogAuthors).map((author) => author.avatar),
    ]
    for (const path of paths) {
      expect(path).toMatch(/^\/images\/blog\//)
      const svg = readFileSync(new URL(`../../../public${path}`, import.meta.url), 'utf8')
      expect(svg, path).toMatch(/^<svg [^>]*width="\d+" height="\d+"/)
    }
  })
})

describe('blog link-preview images', () => {
  it('are a 1200x630 PNG beside each featured image, since social networks show no SVG', () => {
    for (const post of englishPosts) {
      const png = readFileSync(new URL(`../../../public${shareImagePath(post)}`, import.meta.url))
      // A PNG's IHDR chunk holds its width and height, big-endian, at bytes 16 and 20.
      expect(png.subarray(1, 4).toString(), post.slug).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
        featuredImageSize.width,
        featuredImageSize.height,
      ])
    }
  })
})

describe('relatedPosts', () => {
  const post = (slug: string, category: BlogCategory) => ({ slug, category })
  const posts = [
    post('a', 'SEO'),
    post('b', 'SEO'),
    post('c', 'CRO'),
    post('d', 'SEO'),
    post('e', 'SEO'),
    post('f', 'SEO'),
  ]

  it('lists up to three other posts of the same category, in the list’s order', () => {
    expect(relatedPosts(post('a', 'SEO'), posts).map(({ slug }) => slug)).toEqual(['b', 'd', 'e'])
    expect(relatedPosts(post('e', 'SEO'), posts).map(({ slug }) => slug)).toEqual(['a', 'b', 'd'])
    expect(relatedPosts(post('c', 'CRO'), posts)).toEqual([])
  })

  it('relates today’s posts that share a category: the two on SEO, the two on CRO', () => {
    const related = (slug: string) =>
      relatedPosts(
        englishPosts.find((entry) => entry.slug === slug) ?? post(slug, 'UX'),
        englishPosts,
      ).map((entry) => entry.slug)
    expect(related('llm-txt-file-2025')).toEqual(['how-answer-engines-choose-sources'])
    expect(related('cro-for-saas')).toEqual(['how-to-run-an-honest-ab-test'])
    expect(related('ux-design-principles')).toEqual([])
  })
})
