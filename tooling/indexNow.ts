import { XMLParser } from 'fast-xml-parser'

export interface IndexNowPing {
  host: string
  key: string
  keyLocation: string
  urlList: string[]
}

/** A sitemap's URLs, or those with `<lastmod>` from `since` on; an undated one counts as changed. */
export function changedUrls(sitemapXml: string, since?: string): string[] {
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(sitemapXml) as {
    urlset?: { url?: { loc: string; lastmod?: string }[] }
  }
  return (parsed.urlset?.url ?? [])
    .filter(({ lastmod }) => !since || !lastmod || String(lastmod) >= since)
    .map(({ loc }) => loc)
}

export function indexNowPing(origin: string, key: string, urls: string[]): IndexNowPing {
  return { host: new URL(origin).host, key, keyLocation: `${origin}/${key}.txt`, urlList: urls }
}
