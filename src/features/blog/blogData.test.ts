import { describe, expect, it } from 'vitest'

import { blogPostPage } from './blogData'

// The lists, posts, their order and their JSON-LD as built: tests/dist (feeds, blogPosts) and tests/e2e (blog, blog-post).
describe('blog data', () => {
  it('finds a post by its slug in the language, and refuses the English one or none', async () => {
    const { post } = await blogPostPage('pt', 'otimizacao-de-conversao-saas')
    expect(post.slugs.en).toBe('cro-for-saas')
    await expect(blogPostPage('pt', 'cro-for-saas')).rejects.toThrow(/"cro-for-saas"/)
    await expect(blogPostPage('en', 'nothing')).rejects.toThrow(/"nothing"/)
  })
})
