import { localeCodes } from '../../config/locales.ts'
import { blueprintDownloadPath } from '../../content/blueprint.ts'
import { SEARCH_PATH } from '../../routing/paths.ts'
import { localizePath } from '../i18n/localePath.ts'
import { llmsFullTxtPath, llmsTxtPath, ROBOTS_TXT_PATH } from '../seo/crawlerPaths.ts'
import { pageFile } from './canonicalPaths.ts'
import { type MovedAddress, movedAddresses, type PageInLanguages } from './movedAddresses.ts'
import {
  contentSecurityPolicy,
  HASHED_ASSET_CACHE,
  HASHED_ASSETS_PATH,
  MARKDOWN_CONTENT_TYPE,
  type OutboundServices,
  PAGE_CACHE,
  PLAIN_TEXT_CONTENT_TYPE,
  securityHeaders,
} from './securityHeaders.ts'

/** What a host must do beyond serving files: hostConfigFiles.ts writes it for each host, `npm start` applies it. */

export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

/** An unknown URL under `section` gets `page` with status 404 (section `''` is the site). */
interface NotFoundRule {
  section: string
  page: string
}

export interface HostPolicy {
  headerRules: HeaderRule[]
  /** Most specific section first: the order hosts try them in. */
  notFoundRules: NotFoundRule[]
  moved: MovedAddress[]
}

/** A build's policy: `services` its pages call, `notFoundPaths` its not-found pages, `pages` every page in every language. */
export function hostPolicy(
  services: OutboundServices,
  notFoundPaths: readonly string[],
  pages: readonly PageInLanguages[],
): HostPolicy {
  return {
    headerRules: headerRules(services),
    notFoundRules: notFoundRules(notFoundPaths),
    moved: movedAddresses(pages),
  }
}

export function headerRules(services: OutboundServices): HeaderRule[] {
  const textFiles = [
    ROBOTS_TXT_PATH,
    ...localeCodes.flatMap((locale) => [llmsTxtPath(locale), llmsFullTxtPath(locale)]),
  ]
  return [
    { path: '/*', headers: securityHeaders(services) },
    { path: `${HASHED_ASSETS_PATH}*`, headers: { 'Cache-Control': HASHED_ASSET_CACHE } },
    // Each file by its name, not `/downloads/*`: a mistyped download is a not-found page, HTML.
    ...localeCodes.map((locale) => ({
      path: blueprintDownloadPath(locale),
      headers: { 'Content-Type': MARKDOWN_CONTENT_TYPE },
    })),
    ...textFiles.map((path) => ({ path, headers: { 'Content-Type': PLAIN_TEXT_CONTENT_TYPE } })),
    // Markdown twins (and downloads) say what their pages say: search engines index the pages.
    { path: '/*.md', headers: { 'X-Robots-Tag': 'noindex' } },
    // Named by address and by file: Netlify's local runtime matches rules against the file it serves (`/es/buscar.html`).
    ...localeCodes
      .map((locale) => localizePath(locale, SEARCH_PATH))
      .flatMap((address) => [address, `/${pageFile(address)}`])
      .map((path) => ({
        path,
        headers: {
          'Content-Security-Policy': contentSecurityPolicy(services, { allowWasm: true }),
        },
      })),
  ]
}

function notFoundRules(notFoundPaths: readonly string[]): NotFoundRule[] {
  return notFoundPaths
    .flatMap((path) =>
      localeCodes.map((locale) => {
        const page = `/${pageFile(localizePath(locale, path))}`
        return { section: page.slice(0, page.lastIndexOf('/')), page }
      }),
    )
    .sort((a, b) => b.section.split('/').length - a.section.split('/').length)
}

export function pathPattern(path: string): string {
  return path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')
}

function ruleMatches(rule: HeaderRule, pathname: string): boolean {
  return new RegExp(`^${pathPattern(rule.path)}$`).test(pathname)
}

export function everyResponseHeaders(rules: readonly HeaderRule[]): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.path === '/*').map((r) => r.headers))
}

/** The headers a host sends for a path: every matching rule, and the hosts' default Cache-Control where none sets one. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const matching = rules.filter((rule) => ruleMatches(rule, pathname))
  return Object.assign({ 'Cache-Control': PAGE_CACHE }, ...matching.map((rule) => rule.headers))
}
