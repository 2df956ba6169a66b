import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { XMLParser } from 'fast-xml-parser'

import { CLIENT_DIR, pagePath } from '../../scripts/lib/pageAssets.mjs'
import { localeCodes } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { localizePath, splitLocale } from '../../src/features/i18n/localePath'
export interface AlternateLink {
  hreflang: string
  href: string
}

export interface SitemapEntry {
  path: string
  url: string
  alternates: AlternateLink[]
  lastmod?: string
}

const SITEMAP_FILE = 'dist/client/sitemap.xml'

export function sitePath(url: string): string | null {
  return url.startsWith(site.origin) ? url.slice(site.origin.length) || '/' : null
}

/** The audit visits exactly these, so a new page is audited the day it lands. */
export function readSitemap(file = SITEMAP_FILE): SitemapEntry[] {
  let xml: string
  try {
    xml = readFileSync(file, 'utf8')
  } catch {
    throw new Error(`${file} not found: build the site first (npm run build)`)
  }
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['url', 'xhtml:link'].includes(name),
  }).parse(xml) as {
    urlset?: { url?: { loc: string; lastmod?: string; 'xhtml:link'?: AlternateLink[] }[] }
  }
  return (parsed.urlset?.url ?? []).map((entry) => {
    const path = sitePath(entry.loc)
    if (!path) throw new Error(`sitemap lists ${entry.loc}, which is not on ${site.origin}`)
    return {
      path,
      url: entry.loc,
      alternates: (entry['xhtml:link'] ?? []).map(({ hreflang, href }) => ({ hreflang, href })),
      lastmod: entry.lastmod,
    }
  })
}

// How visitors meet the not-found pages: the site's own and the blog's (a post that is not).
export const notFoundProbes = ['/audit/no-such-page', '/blog/audit-no-such-post'].flatMap((path) =>
  localeCodes.map((locale) => localizePath(locale, path)),
)

// Pages the sitemap leaves out (`noindex, follow`) are still served, so they are audited too.
export function readUnlistedPages(dir = CLIENT_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
    .filter((file) =>
      readFileSync(file, 'utf8').includes('<meta name="robots" content="noindex, follow"'),
    )
    .map((file) => pagePath(file, dir))
    .sort()
}

// Twins differ only by the form's choice and last crumb: all would add minutes and find nothing.
const isSampledTwin = (path: string) =>
  !/^\/contact\/(?!seo$)[^/]+$/.test(splitLocale(path).logicalPath)

export function auditedPages(): { path: string; status: 200 | 404 }[] {
  return [
    ...readSitemap().map(({ path }) => ({ path, status: 200 as const })),
    ...readUnlistedPages()
      .filter(isSampledTwin)
      .map((path) => ({ path, status: 200 as const })),
    ...notFoundProbes.map((path) => ({ path, status: 404 as const })),
  ]
}
