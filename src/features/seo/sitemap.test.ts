import { describe, expect, it } from 'vitest'

import { fixtureRoutes } from '../../../tests/unit/fixtures'
import { robotsTxt, sitemapXml } from './sitemap'

describe('sitemap.xml', async () => {
  const xml = await sitemapXml(fixtureRoutes)
  const entries = xml.split('<url>').slice(1)

  it('has one entry per page and language', () => {
    expect(entries).toHaveLength(15)
    expect(xml).toContain('<loc>https://nexadigital.agency/pt/blog/cro-for-saas</loc>')
    expect(xml).toContain('<loc>https://nexadigital.agency/es</loc>')
  })

  it('gives each entry its three language versions and x-default', () => {
    for (const entry of entries) {
      expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(4)
      expect(entry).toMatch(/hreflang="x-default" href="https:\/\/nexadigital\.agency\//)
    }
    const spanishSeo = entries.find((e) =>
      e.includes('<loc>https://nexadigital.agency/es/servicios/seo<'),
    )
    expect(spanishSeo).toContain(
      'hreflang="pt-BR" href="https://nexadigital.agency/pt/servicos/seo"',
    )
    expect(spanishSeo).toContain(
      'hreflang="x-default" href="https://nexadigital.agency/services/seo"',
    )
  })

  it('lists a post under each language’s slug, in every entry of its versions', () => {
    const versions = entries.filter((e) =>
      e.includes('hreflang="en-US" href="https://nexadigital.agency/blog/cro-for-saas"'),
    )
    expect(versions.map((e) => /<loc>(.*)<\/loc>/.exec(e)?.[1])).toEqual([
      'https://nexadigital.agency/blog/cro-for-saas',
      'https://nexadigital.agency/es/blog/cro-para-saas',
      'https://nexadigital.agency/pt/blog/cro-for-saas',
    ])
    for (const entry of versions) {
      expect(entry).toContain(
        'hreflang="es-MX" href="https://nexadigital.agency/es/blog/cro-para-saas"',
      )
    }
  })

  it('dates the pages whose content is dated, in each language, and no other', async () => {
    const dated = await sitemapXml(fixtureRoutes, (locale, path) =>
      path === '/blog/cro-para-saas' && locale === 'es' ? '2025-01-15' : undefined,
    )
    const lastmods = dated.split('<url>').filter((entry) => entry.includes('<lastmod>'))
    expect(lastmods).toHaveLength(1)
    expect(lastmods[0]).toContain(
      '<loc>https://nexadigital.agency/es/blog/cro-para-saas</loc>\n    <lastmod>2025-01-15</lastmod>',
    )
    expect(xml).not.toContain('<lastmod>')
  })

  it('leaves out a page that opts out of indexing (the search page)', async () => {
    const [home] = fixtureRoutes
    if (!home) throw new Error('the fixture has a home page')
    const search = { ...home, path: '/search', indexed: false as const }
    const withSearch = await sitemapXml([...fixtureRoutes, search])
    expect(withSearch).toBe(xml)
    expect(withSearch).not.toContain('/search<')
  })

  it('declares the sitemap and xhtml namespaces', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })
})

describe('robots.txt', () => {
  it('allows everything, names each AI crawler with its policy, and names the sitemap', () => {
    expect(
      robotsTxt('https://example.com', { GPTBot: 'allow', CCBot: 'disallow', ClaudeBot: 'allow' }),
    ).toBe(`User-agent: *
Allow: /

# AI crawlers, each named (src/config/crawlers.ts)
User-agent: GPTBot
User-agent: ClaudeBot
Allow: /

User-agent: CCBot
Disallow: /

Sitemap: https://example.com/sitemap.xml
`)
  })
})
