import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { localizePath } from '../../src/features/i18n/localePath'
import { readSitemap } from '../audit/sitePages'
import { postIn } from '../copy'

/** robots.txt names the sitemap; a sitemap date is the date a page's content states (a post's, the legal pages'), none otherwise. */
const xml = readFileSync('dist/client/sitemap.xml', 'utf8')
const sitemap = new Map(readSitemap().map((entry) => [entry.path, entry]))

function lastmodOf(path: string): string | undefined {
  const entry = sitemap.get(path)
  if (!entry) throw new Error(`sitemap.xml lists no ${path}`)
  return entry.lastmod
}

it('is named by robots.txt, and declares the sitemap and xhtml namespaces its entries use', () => {
  expect(readFileSync('dist/client/robots.txt', 'utf8')).toContain(
    `Sitemap: ${site.origin}/sitemap.xml`,
  )
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/,
  )
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
})

describe.each(locales)('$label sitemap entries', ({ code, prefix }) => {
  it('date a post by its front matter, the privacy notice by the date it shows', () => {
    const post = postIn('en', 'cro-for-saas')
    const address = `${prefix}/blog/${postIn(code, 'cro-for-saas').slug}`
    expect(lastmodOf(address)).toBe(post.updatedAt ?? post.publishedAt)
    expect(lastmodOf(localizePath(code, '/privacy'))).toBe(site.legal.privacyNoticeUpdated)
  })

  it('leave a page with no date of its own undated', () => {
    expect(lastmodOf(localizePath(code, '/about'))).toBeUndefined()
  })
})
