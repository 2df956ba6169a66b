import { describe, expect, it } from 'vitest'

import { blogPostingJsonLd } from '../seo/blogJsonLd'
import { blogIndex, blogPostPage } from './blogData'

// The lists, posts and their order as built: tests/dist (feeds, blogPosts) and tests/e2e (blog, blog-post).
describe('blog data', () => {
  it('finds a post by its slug in the language, and refuses the English one or none', async () => {
    const { post } = await blogPostPage('pt', 'otimizacao-de-conversao-saas')
    expect(post.slugs.en).toBe('cro-for-saas')
    await expect(blogPostPage('pt', 'cro-for-saas')).rejects.toThrow(/"cro-for-saas"/)
    await expect(blogPostPage('en', 'nothing')).rejects.toThrow(/"nothing"/)
  })
})

const englishPosts = (await blogIndex('en')).posts

describe('blog structured data', () => {
  const [first] = englishPosts
  if (!first) throw new Error('no posts')

  it('names the agency as author when the team wrote the post', () => {
    const posting = blogPostingJsonLd('en', { ...first, author: 'team' }, 'Editorial team')
    expect(posting.author).toEqual({
      '@type': 'Organization',
      name: 'Nexa Digital',
      url: 'https://nexadigital.agency',
    })
  })
})
