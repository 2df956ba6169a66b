import { describe, expect, it } from 'vitest'

import { robotsTxt } from './sitemap'

// The built sitemap is read in tests/dist (siteAudit, sitemapDates).

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
