import { readFileSync } from 'node:fs'

import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { describe, expect, test } from 'vitest'

import { localeInfo, locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { localizePath, splitLocale } from '../../src/features/i18n/localePath'
import { type AlternateLink, readSitemap, sitePath } from '../audit/sitePages'
import { postIn } from '../copy'
import { builtPagesByPath } from './builtPages'

/** The audit's static half (docs/testing.md): pages are discovered, never listed, so a page is audited the day it lands. */

const byPath = await builtPagesByPath()
const pages = [...byPath.values()]
const sitemap = readSitemap()
const sitemapPaths = new Set(sitemap.map((entry) => entry.path))
const htmlValidate = new HtmlValidate(new FileSystemConfigLoader())
const isNoindex = (robots: string) => /\bnoindex\b/i.test(robots)
const HREFLANGS = [...locales.map(({ tag }) => tag), 'x-default'].sort()

/** An alternate set in a form that compares equal to the same set in any order. */
const alternatesKey = (links: readonly AlternateLink[]) =>
  links
    .map(({ hreflang, href }) => `${hreflang} ${href}`)
    .sort()
    .join('\n')

test('the build wrote every page of the sitemap', () => {
  expect(sitemap.map((entry) => entry.path).filter((path) => !byPath.has(path))).toEqual([])
})

test('the sitemap is named by robots.txt, and declares the sitemap and xhtml namespaces its entries use', () => {
  expect(readFileSync('dist/client/robots.txt', 'utf8')).toContain(
    `Sitemap: ${site.origin}/sitemap.xml`,
  )
  const xml = readFileSync('dist/client/sitemap.xml', 'utf8')
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/,
  )
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
})

/** A sitemap date is the date a page's content states (a post's, the legal pages'), none otherwise. */
test.each(locales)('$label sitemap entries are dated by what their pages state', ({ code }) => {
  const lastmodOf = (path: string) => {
    const entry = sitemap.find((each) => each.path === path)
    if (!entry) throw new Error(`sitemap.xml lists no ${path}`)
    return entry.lastmod
  }
  const post = postIn('en', 'cro-for-saas')
  expect(lastmodOf(localizePath(code, `/blog/${postIn(code, 'cro-for-saas').slug}`))).toBe(
    post.updatedAt ?? post.publishedAt,
  )
  expect(lastmodOf(localizePath(code, '/privacy'))).toBe(site.legal.privacyNoticeUpdated)
  expect(lastmodOf(localizePath(code, '/about'))).toBeUndefined()
})

describe.each(pages)('$path', ({ path, file, html, document, head }) => {
  const indexable = sitemapPaths.has(path)

  test('is valid HTML in its URL’s language, with a canonical and hreflang that agree', async () => {
    const faults: string[] = []
    const report = await htmlValidate.validateString(html, file)
    for (const message of report.results.flatMap((r) => r.messages)) {
      if (message.severity === 2)
        faults.push(`html-validate ${message.ruleId}: ${message.message} (line ${message.line})`)
    }

    const { locale } = splitLocale(path)
    if (head.lang !== localeInfo(locale).tag)
      faults.push(`<html lang="${head.lang}">, expected ${localeInfo(locale).tag}`)

    const ownUrl = `${site.origin}${path}`
    if (indexable) {
      if (isNoindex(head.robots))
        faults.push(`listed in the sitemap but robots says "${head.robots}"`)
      if (head.canonicals.length !== 1 || head.canonicals[0] !== ownUrl)
        faults.push(`canonical is [${head.canonicals.join(', ')}], not the page itself (${ownUrl})`)
      const languages = head.alternates.map(({ hreflang }) => hreflang).sort()
      if (languages.join() !== HREFLANGS.join())
        faults.push(`hreflang set is [${languages}], not exactly [${HREFLANGS}]`)
      const hrefOf = (language: string) =>
        head.alternates.find(({ hreflang }) => hreflang === language)?.href
      if (hrefOf(localeInfo(locale).tag) !== ownUrl)
        faults.push(`hreflang ${localeInfo(locale).tag} is not the page itself (${ownUrl})`)
      if (hrefOf('x-default') !== hrefOf(localeInfo('en').tag))
        faults.push(`x-default (${hrefOf('x-default')}) is not the English page`)
      const entry = sitemap.find((e) => e.path === path)
      if (entry && alternatesKey(entry.alternates) !== alternatesKey(head.alternates))
        faults.push('the sitemap lists other alternates than the page itself')
      for (const alternate of head.alternates) {
        const alternatePath = sitePath(alternate.href)
        const other = alternatePath === null ? undefined : byPath.get(alternatePath)
        if (!other) {
          faults.push(`hreflang ${alternate.hreflang} -> ${alternate.href} is no built page`)
          continue
        }
        if (!sitemapPaths.has(other.path))
          faults.push(
            `hreflang ${alternate.hreflang} -> ${other.path} is not a page of the sitemap`,
          )
        const otherHead = other.head
        const expectedLang =
          alternate.hreflang === 'x-default' ? 'en' : alternate.hreflang.split('-')[0]
        if (otherHead.lang.split('-')[0] !== expectedLang)
          faults.push(`hreflang ${alternate.hreflang} -> ${other.path} is in "${otherHead.lang}"`)
        if (alternatesKey(otherHead.alternates) !== alternatesKey(head.alternates))
          faults.push(`hreflang is not reciprocal: ${other.path} lists other alternates`)
      }
    } else {
      // Not in the sitemap: only the not-found pages, which must stay out of every index.
      if (!isNoindex(head.robots))
        faults.push(`not in the sitemap, yet indexable (robots "${head.robots}")`)
      if (head.canonicals.length > 0) faults.push(`names a canonical: ${head.canonicals}`)
    }
    expect(faults, `${path}:\n${faults.join('\n')}`).toEqual([])
  })

  test('links only to pages that exist, and every indexable one it links to is in the sitemap', () => {
    const faults: string[] = []
    for (const anchor of document.querySelectorAll('a[href^="/"]')) {
      const target = new URL(anchor.getAttribute('href') ?? '', site.origin).pathname
      const linked = byPath.get(target)
      if (!linked) {
        // Files the build copies as they are (the blueprint's Markdown, feeds, llms.txt).
        if (!/\.\w+$/.test(target)) faults.push(`links to ${target}, which the build did not write`)
        continue
      }
      if (!isNoindex(linked.head.robots) && !sitemapPaths.has(target))
        faults.push(`links to indexable page ${target}, missing from the sitemap`)
    }
    expect(faults, `${path}:\n${faults.join('\n')}`).toEqual([])
  })

  // Only indexable pages have alternates; a not-found page's links lead to each home page.
  if (!indexable) return
  test('offers each language at the address its hreflang names', () => {
    // React writes `hrefLang`, which this parser keeps as written and selectors miss.
    const languageOf = (link: Element) =>
      [...link.attributes].find(({ name }) => name.toLowerCase() === 'hreflang')?.value
    const links = [...document.querySelectorAll('a')].filter((link) => languageOf(link))
    const alternates = new Map(head.alternates.map(({ hreflang, href }) => [hreflang, href]))
    const faults = links.flatMap((link) => {
      const language = languageOf(link) ?? ''
      const href = `${site.origin}${link.getAttribute('href') ?? ''}`
      return href === alternates.get(language) ? [] : [`${language}: ${href}`]
    })
    expect(links.length, path).toBeGreaterThanOrEqual(3)
    expect(faults, `${path}: language links that are not its alternates`).toEqual([])
  })
})
