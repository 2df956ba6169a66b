import { locales } from '../../config/locales'
import type { AnyRoute } from '../../routing/contract'
import { pageAddresses } from '../../routing/resolve'
import { absoluteUrl } from './absoluteUrl'
import { alternatesFor } from './alternates'
import { escapeXml } from './escapeXml'

/**
 * sitemap.xml: every indexable page in every language, each entry listing all its language
 * versions and x-default (English), as Google's hreflang-in-sitemap format asks.
 */
export async function sitemapXml(routes: readonly AnyRoute[]): Promise<string> {
  const listed = (await pageAddresses(routes)).filter(({ route }) => route.indexed !== false)
  const entries = listed.flatMap(({ logicalPath }) => {
    const links = alternatesFor(logicalPath)
      .map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      )
      .join('\n')
    return locales.map(
      (l) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(l.code, logicalPath))}</loc>\n${links}\n  </url>`,
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
