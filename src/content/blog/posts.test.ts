import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { compilePost } from '../../features/blog/compilePost'
import { localeCodes } from '../../features/i18n/locales'
import { blogAuthors } from './authors'
import {
  type BlogPostMeta,
  blogPosts,
  featuredImageSize,
  relatedPosts,
  shareImagePath,
} from './posts'

describe('blog posts', () => {
  it('are the three published posts, newest first', () => {
    expect(
      blogPosts.map(({ id, category, publishedAt, readingMinutes }) => [
        id,
        category,
        publishedAt,
        readingMinutes,
      ]),
    ).toEqual([
      [1, 'SEO', '2025-01-10', 8],
      [2, 'CRO', '2025-01-08', 10],
      [3, 'UX', '2025-01-05', 6],
    ])
  })

  it('exist in every language, under the same slug, with every field and a real body', () => {
    for (const { slug } of blogPosts) {
      for (const locale of localeCodes) {
        const file = `locales/${locale}/blog/${slug}.md`
        const source = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')
        const post = compilePost(source, file)
        expect(post.slug, file).toBe(slug)
        expect(post.html.split(/\s+/).length, file).toBeGreaterThan(400)
      }
    }
  })
})

describe('blog images', () => {
  it('are self-hosted files for every featured image and author avatar', () => {
    const paths = [
      ...blogPosts.map((post) => post.featuredImage),
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
    for (const post of blogPosts) {
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
  const post = (slug: string, category: BlogPostMeta['category']): BlogPostMeta => ({
    id: 0,
    slug,
    category,
    publishedAt: '2025-01-01',
    readingMinutes: 5,
    author: 'team',
    featuredImage: '/x.svg',
  })
  const posts = [
    post('a', 'SEO'),
    post('b', 'SEO'),
    post('c', 'CRO'),
    post('d', 'SEO'),
    post('e', 'SEO'),
    post('f', 'SEO'),
  ]

  it('lists up to three other posts of the same category, in the list’s order', () => {
    expect(relatedPosts('a', posts).map(({ slug }) => slug)).toEqual(['b', 'd', 'e'])
    expect(relatedPosts('c', posts)).toEqual([])
  })

  it('has nothing for an unknown post, and nothing to relate among today’s three', () => {
    expect(relatedPosts('nowhere', posts)).toEqual([])
    expect(relatedPosts('cro-for-saas')).toEqual([])
  })
})
