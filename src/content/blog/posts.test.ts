import { readFileSync } from 'node:fs'

import postSlugs from 'virtual:blog-posts/slugs'
import { describe, expect, it } from 'vitest'

import { localeCodes } from '../../config/locales'
import { compilePost } from '../../features/blog/compilePost'
import { type BlogCategory, relatedPosts } from './posts'

// The built posts, their images and reading times are read in tests/dist and tests/e2e (blog, blog-post).
describe('blog posts', () => {
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
})
