import type { Locale } from '../../config/locales'
import { localizePath } from '../i18n/localePath'
import { agencyDateTime } from '../seo/agencyDateTime'
import { escapeXml } from '../seo/escapeXml'

export interface FeedItem {
  title: string
  excerpt: string
  url: string
  /** YYYY-MM-DD. */
  publishedAt: string
  category: string
  author: string
}

export interface FeedChannel {
  title: string
  description: string
  link: string
  feedUrl: string
  language: string
}

/** RFC 822, as RSS 2.0 wants: the start of the publication day in the agency's zone, as the post's page names it. */
function rfc822(isoDate: string): string {
  const offset = agencyDateTime(isoDate).slice(-6).replace(':', '')
  return new Date(`${isoDate}T12:00:00Z`)
    .toUTCString()
    .replace('12:00:00 GMT', `00:00:00 ${offset}`)
}

/** One language's RSS 2.0 feed; every text escaped, so "&" or "<" in a title never breaks the XML. */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const newest = items
    .map((item) => item.publishedAt)
    .sort()
    .at(-1)
  const entries = items.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <description>${escapeXml(item.excerpt)}</description>
      <category>${escapeXml(item.category)}</category>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <pubDate>${rfc822(item.publishedAt)}</pubDate>
    </item>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${escapeXml(channel.language)}</language>
    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ''}${entries.join('\n')}
  </channel>
</rss>
`
}

export function feedPath(locale: Locale): string {
  return localizePath(locale, '/rss.xml')
}
