import { describe, expect, it } from 'vitest'

import { blogPostingJsonLd } from '../seo/blogJsonLd'
import { blogIndex, blogPostPage } from './blogData'

describe('blog data', () => {
  it('lists every post in the page’s language, newest first, without bodies', async () => {
    const { posts } = await blogIndex('pt')
    expect(posts.map((post) => post.publishedAt)).toEqual([
      '2026-11-17',
      '2026-10-20',
      '2025-02-12',
      '2025-01-10',
      '2025-01-08',
      '2025-01-05',
    ])
    expect(posts[0]?.title).toMatch(/^Como fazer um teste A\/B honesto/)
    expect(posts[2]?.title).toMatch(/^Desenvolver ou comprar/)
    expect(posts[4]?.title).toMatch(/^Otimização de conversão para SaaS/)
    expect(posts.some((post) => 'html' in post)).toBe(false)
  })

  it('gives a post with its body and no related posts when none share its category', async () => {
    const { post, related } = await blogPostPage('es', 'principios-de-diseno-ux')
    expect(post.category).toBe('UX')
    expect(post.html).toContain('<h2>')
    expect(related).toEqual([])
  })

  it('finds a post by its slug in the language, not the English one', async () => {
    const { post } = await blogPostPage('pt', 'otimizacao-de-conversao-saas')
    expect(post.slugs.en).toBe('cro-for-saas')
    await expect(blogPostPage('pt', 'cro-for-saas')).rejects.toThrow(/"cro-for-saas"/)
  })

  it('refuses a slug no post has', async () => {
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
