import { type Locale, locales } from '../../config/locales'
import type { AnyRoute } from '../../routing/contract'
import { pageAddresses } from '../../routing/resolve'
import { absoluteUrl } from './absoluteUrl'
import { alternatesFor } from './alternates'
import { escapeXml } from './escapeXml'

export type LastModified = (locale: Locale, logicalPath: string) => string | undefined

/** Every indexable page with its hreflang versions; `<lastmod>` only where the content is dated, as Google asks accuracy. */
export async function sitemapXml(
  routes: readonly AnyRoute[],
  lastModified: LastModified = () => undefined,
): Promise<string> {
  const listed = (await pageAddresses(routes)).filter(({ route }) => route.indexed !== false)
  const entries = listed.flatMap(({ pathIn }) => {
    const links = alternatesFor(pathIn)
      .map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      )
      .join('\n')
    return locales.map((l) => {
      const date = lastModified(l.code, pathIn(l.code))
      const lastmod = date ? `\n    <lastmod>${date}</lastmod>` : ''
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(l.code, pathIn(l.code)))}</loc>${lastmod}\n${links}\n  </url>`
    })
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** Every crawler may read everything; the AI crawlers are named one by one, as `aiCrawlers` says, so the choice is stated. */
export function robotsTxt(
  origin: string,
  aiCrawlers: Readonly<Record<string, 'allow' | 'disallow'>>,
): string {
  const group = (policy: 'allow' | 'disallow', rule: string) => {
    const agents = Object.keys(aiCrawlers).filter((agent) => aiCrawlers[agent] === policy)
    return agents.length ? [...agents.map((agent) => `User-agent: ${agent}`), rule, ''] : []
  }
  return [
    'User-agent: *',
    'Allow: /',
    '',
    '# AI crawlers, each named (src/config/crawlers.ts)',
    ...group('allow', 'Allow: /'),
    ...group('disallow', 'Disallow: /'),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
