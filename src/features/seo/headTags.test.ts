import { describe, expect, it } from 'vitest'

import type { HeadData } from './headData'
import { headHtml, inlineJson } from './headTags'

const head: HeadData = {
  name: 'SEO',
  lang: 'en-US',
  title: 'Fish & "Chips" <b>',
  description: "It's <script>alert(1)</script>",
  keywords: 'a, b',
  canonical: 'https://example.com/x?a=1&b=2',
  markdown: 'https://example.com/x.md',
  alternates: [{ hreflang: 'x-default', href: 'https://example.com/x' }],
  robots: 'index, follow',
  ogLocale: 'en_US',
  ogLocaleAlternates: ['es_MX', 'pt_BR'],
  image: { url: 'https://example.com/i.png', width: 1200, height: 630, alt: 'Alt' },
  card: null,
  article: null,
  feeds: [],
  jsonLd: [
    { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>x()</script>' },
  ],
}

describe('headHtml', () => {
  const html = headHtml(head)

  it('escapes text and attribute values', () => {
    expect(html).toContain(
      '<title data-pagefind-meta="title">Fish &#38; &#34;Chips&#34; &#60;b&#62;</title>',
    )
    expect(html).toContain('content="It&#39;s &#60;script&#62;alert(1)&#60;/script&#62;"')
    expect(html).toContain('href="https://example.com/x?a=1&#38;b=2"')
  })

  it('cannot be broken out of by a string inside JSON-LD', () => {
    expect(html).not.toContain('</script><script>')
    expect(JSON.parse(inlineJson(head.jsonLd[0]))).toEqual(head.jsonLd[0])
  })

  it('writes Open Graph, Twitter and geo tags', () => {
    expect(html).toContain('<meta property="og:locale:alternate" content="pt_BR">')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(html).toContain('<meta name="geo.region" content="MX-CMX">')
    expect(html).toContain('<meta name="geo.position" content="19.4326;-99.1332">')
  })

  it('leaves out canonical and og:url when a page has none', () => {
    const noindex = headHtml({ ...head, canonical: null })
    expect(noindex).not.toContain('rel="canonical"')
    expect(noindex).not.toContain('og:url')
  })
})
