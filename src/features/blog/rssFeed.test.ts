import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

import { rssFeed } from './rssFeed'

const channel = {
  title: 'Insights & Strategies | Nexa Digital',
  description: 'SEO, CRO, UX and growth',
  link: 'https://nexadigital.agency/es/blog',
  feedUrl: 'https://nexadigital.agency/es/rss.xml',
  language: 'es-MX',
}

const item = {
  title: 'SEO <técnico> & "IA"',
  excerpt: 'Qué es y por qué importa.',
  url: 'https://nexadigital.agency/es/blog/llm-txt-file-2025',
  publishedAt: '2025-01-10',
  category: 'SEO',
  author: 'Camila Souza',
}

describe('rssFeed', () => {
  it('is well-formed RSS 2.0 whatever the titles contain', () => {
    const xml = rssFeed(channel, [
      item,
      { ...item, publishedAt: '2025-01-05', url: `${item.url}-2` },
    ])
    expect(XMLValidator.validate(xml)).toBe(true)
    const { rss } = new XMLParser({ ignoreAttributes: false }).parse(xml)
    expect(rss['@_version']).toBe('2.0')
    expect(rss.channel.title).toBe('Insights & Strategies | Nexa Digital')
    expect(rss.channel.item).toHaveLength(2)
    expect(rss.channel.item[0].title).toBe('SEO <técnico> & "IA"')
    // The instant the post's page names: midnight in Mexico City (agencyDateTime).
    expect(rss.channel.item[0].pubDate).toBe('Fri, 10 Jan 2025 00:00:00 -0600')
    expect(rss.channel.lastBuildDate).toBe('Fri, 10 Jan 2025 00:00:00 -0600')
    expect(rss.channel['atom:link']['@_href']).toBe(channel.feedUrl)
  })

  it('is still valid with no posts', () => {
    expect(XMLValidator.validate(rssFeed(channel, []))).toBe(true)
  })
})
