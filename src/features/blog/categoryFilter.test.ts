import { describe, expect, it } from 'vitest'

import { blogIndex } from './blogData'
import { categoryFromQuery, categoryQueryValue, postsInCategory } from './categoryFilter'

const { posts: blogPosts } = await blogIndex('en')

describe('the blog’s category filter', () => {
  it('keeps only posts of exactly the chosen category, or all of them', () => {
    expect(postsInCategory(blogPosts, 'CRO').map((post) => post.slug)).toEqual(['cro-for-saas'])
    expect(postsInCategory(blogPosts, 'SaaS').map((post) => post.slug)).toEqual([
      'build-or-buy-software',
    ])
    expect(postsInCategory(blogPosts, null)).toHaveLength(4)
  })

  it('reads the category from the address in any case, and anything else as all posts', () => {
    expect(categoryQueryValue('SaaS')).toBe('saas')
    expect(categoryFromQuery('saas')).toBe('SaaS')
    expect(categoryFromQuery('UX')).toBe('UX')
    expect(categoryFromQuery('growth')).toBeNull()
    expect(categoryFromQuery(null)).toBeNull()
  })
})
