import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import { parseHTML } from 'linkedom'

import { CLIENT_DIR, htmlFiles, pagePath } from '../../scripts/lib/pageAssets.mjs'
import { type Locale, locales } from '../../src/config/locales'
import { localizePath } from '../../src/features/i18n/localePath'
import { normalize } from '../text'

/** A test of every page passes on none: a missing or empty build fails the test file instead. */
function requireBuild() {
  if (!existsSync(join(CLIENT_DIR, 'index.html')))
    throw new Error(`${CLIENT_DIR}/index.html not found: build the site first (npm run build)`)
}

export function builtFiles(): string[] {
  requireBuild()
  return readdirSync(CLIENT_DIR, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The text files a visitor or crawler reads (pages, Markdown twins, llms.txt, feeds, downloads), not the search index. */
export function builtTexts(name = /\.(html|md|txt|xml|json|webmanifest)$/) {
  return builtFiles()
    .filter((file) => name.test(file) && !file.includes('/pagefind/'))
    .map((file) => ({ file: relative(CLIENT_DIR, file), text: readFileSync(file, 'utf8') }))
}

/** The language of a built file, by its address (`file` as `builtTexts` gives it): `es/…`, `es.md` and `downloads/…-es.md` are Spanish. */
export function localeOfFile(file: string): Locale {
  const path = `/${file}`.replace(/\.\w+$/, '')
  const inIt = ({ code, prefix }: (typeof locales)[number]) =>
    path === prefix || path.startsWith(`${prefix}/`) || path.endsWith(`-${code}`)
  return locales.find((locale) => locale.prefix && inIt(locale))?.code ?? 'en'
}

/** The site's stylesheet as built. */
export const builtCss = () =>
  builtFiles()
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')

/** An element's text as a reader sees it. */
export const textOf = (element: Element | null | undefined) => normalize(element?.textContent ?? '')

/** The texts of the elements `selector` finds under `root`. */
export const textsOf = (root: ParentNode | null | undefined, selector: string) =>
  [...(root?.querySelectorAll(selector) ?? [])].map(textOf)

/** Where each link under `root` whose text is `name` leads, in the page's order. */
export const hrefsOf = (root: ParentNode | null | undefined, name: string) =>
  [...(root?.querySelectorAll('a') ?? [])]
    .filter((link) => textOf(link) === normalize(name))
    .map((link) => link.getAttribute('href'))

/** The content of a page's `<meta property>` (or `name`) named `key`; '' when it has none. */
export const metaOf = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ??
  ''

export interface BuiltPage {
  /** The address the page is served at: `index.html` -> `/`, `es/services.html` -> `/es/servicios`. */
  path: string
  file: string
  html: string
  document: Document
  /** What its head tells crawlers, read once: audits look at other pages' heads many times. */
  head: PageHead
}

/** Every prerendered page, parsed: what a crawler receives before any script runs. */
async function builtPages(): Promise<BuiltPage[]> {
  requireBuild()
  return (await htmlFiles()).map((file) => {
    const html = readFileSync(file, 'utf8')
    // linkedom's document implements the DOM methods the audits call; its own type names differ.
    const document = parseHTML(html).document as unknown as Document
    return { path: pagePath(file), file, html, document, head: readHead(document) }
  })
}

let parsed: Promise<Map<string, BuiltPage>> | undefined

/** The built pages by the address they are served at, parsed once per test file. */
export function builtPagesByPath(): Promise<Map<string, BuiltPage>> {
  parsed ??= builtPages().then((pages) => new Map(pages.map((page) => [page.path, page])))
  return parsed
}

type PageHead = ReturnType<typeof readHead>

/** The built page at `path`; a missing page fails the test that asked for it, naming it. */
export function pageAt(pages: ReadonlyMap<string, BuiltPage>, path: string): BuiltPage {
  const page = pages.get(path)
  if (!page) throw new Error(`${path} was not built`)
  return page
}

/** The built page at `logicalPath` in `locale`'s words (`/about` -> `/es/nosotros`). */
export function pageIn(pages: ReadonlyMap<string, BuiltPage>, locale: Locale, logicalPath: string) {
  return pageAt(pages, localizePath(locale, logicalPath))
}

function readHead(document: Document) {
  return {
    lang: document.documentElement.getAttribute('lang') ?? '',
    title: document.querySelector('title')?.textContent ?? '',
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
      hreflang: link.getAttribute('hreflang') ?? '',
      href: link.getAttribute('href') ?? '',
    })),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
  }
}

export function jsonLdOf(page: BuiltPage): Record<string, unknown>[] {
  return page.head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>)
}
