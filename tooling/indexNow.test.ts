import { describe, expect, it } from 'vitest'

import { changedUrls, indexNowPing } from './indexNow'

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/</loc></url>
  <url><loc>https://example.com/privacy</loc><lastmod>2026-11-29</lastmod></url>
  <url><loc>https://example.com/blog/old</loc><lastmod>2025-01-05</lastmod></url>
</urlset>`

describe('IndexNow', () => {
  it('pings every URL of the sitemap, or those changed since a day (undated ones included)', () => {
    expect(changedUrls(sitemap)).toHaveLength(3)
    expect(changedUrls(sitemap, '2026-11-01')).toEqual([
      'https://example.com/',
      'https://example.com/privacy',
    ])
  })

  it('names the host, the key and where the key file is served', () => {
    expect(indexNowPing('https://example.com', 'abc', ['https://example.com/'])).toEqual({
      host: 'example.com',
      key: 'abc',
      keyLocation: 'https://example.com/abc.txt',
      urlList: ['https://example.com/'],
    })
  })
})
