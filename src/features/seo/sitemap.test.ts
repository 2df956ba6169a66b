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
      e.includes('<loc>https://nexadigital.agency/es/services/seo<'),
    )
    expect(spanishSeo).toContain(
      'hreflang="pt-BR" href="https://nexadigital.agency/pt/services/seo"',
    )
    expect(spanishSeo).toContain(
      'hreflang="x-default" href="https://nexadigital.agency/services/seo"',
    )
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
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt('https://example.com')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n',
    )
  })
})
