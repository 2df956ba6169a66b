import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

import { blogJsonLd, blogPostingJsonLd } from '../seo/blogJsonLd'
import { blogIndex, blogPostPage } from './blogData'
import { localeFeed } from './localeFeed'

describe('blog data', () => {
  it('lists every post in the page’s language, newest first, without bodies', async () => {
    const { posts } = await blogIndex('pt')
    expect(posts.map((post) => post.publishedAt)).toEqual([
      '2025-01-10',
      '2025-01-08',
      '2025-01-05',
    ])
    expect(posts[1]?.title).toMatch(/^Otimização de conversão para SaaS/)
    expect(posts.some((post) => 'html' in post)).toBe(false)
  })

  it('gives a post with its body and no related posts when none share its category', async () => {
    const { post, related } = await blogPostPage('es', 'ux-design-principles')
    expect(post.category).toBe('UX')
    expect(post.html).toContain('<h2>')
    expect(related).toEqual([])
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

  it('lists the blog’s posts with their localized addresses', async () => {
    const blog = blogJsonLd('pt', 'Blog', (await blogIndex('pt')).posts, () => 'role')
    expect(JSON.stringify(blog)).toContain(
      '"url":"https://nexadigital.agency/pt/blog/cro-for-saas"',
    )
  })
})

describe('localeFeed', () => {
  it('is valid RSS in the locale’s language, linking the locale’s posts', async () => {
    const xml = await localeFeed('es')
    expect(XMLValidator.validate(xml)).toBe(true)
    const { rss } = new XMLParser().parse(xml) as {
      rss: { channel: { title: string; language: string; item: { link: string }[] } }
    }
    expect(rss.channel.title).toBe('Blog de Nexa Digital')
    expect(rss.channel.language).toBe('es-MX')
    expect(rss.channel.item.map((item) => item.link)).toEqual([
      'https://nexadigital.agency/es/blog/llm-txt-file-2025',
      'https://nexadigital.agency/es/blog/cro-for-saas',
      'https://nexadigital.agency/es/blog/ux-design-principles',
    ])
  })
})
