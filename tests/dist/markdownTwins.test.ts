import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { localeCodes, locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { splitLocale } from '../../src/features/i18n/localePath'
import { llmsFullTxtPath, llmsTxtPath } from '../../src/features/seo/crawlerPaths'
import { readSitemap, sitePath } from '../audit/sitePages'
import { builtPagesByPath, pageAt } from './builtPages'

/** What answer engines read: each page's Markdown twin, and each language's llms.txt and llms-full.txt. */
const pages = await builtPagesByPath()
const indexed = new Set(readSitemap().map((entry) => entry.path))
const builtText = (path: string) => readFileSync(`${CLIENT_DIR}${path}`, 'utf8')

/** Every Markdown link of a text: [name](url). */
const links = (markdown: string) =>
  [...markdown.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, name = '', url = '']) => ({
    name,
    url,
  }))

const twinOf = (document: Document) =>
  document.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href') ??
  null

describe('Markdown twins for answer engines', () => {
  it('every page of the sitemap, and no other, names its twin, and the build wrote it', () => {
    const faults: string[] = []
    for (const [path, { document }] of pages) {
      const twin = twinOf(document)
      if (!indexed.has(path)) {
        if (twin) faults.push(`${path} is not in the sitemap but names ${twin}`)
        continue
      }
      const twinPath = twin ? sitePath(twin) : null
      if (!twinPath?.endsWith('.md')) {
        faults.push(`${path} names no Markdown twin on the site: ${twin}`)
        continue
      }
      const markdown = builtText(twinPath)
      // The page's own heading, wherever it stands (a hero's eyebrow comes before it).
      const heading = document.querySelector('main h1')?.textContent ?? ''
      if (!markdown.includes(`# ${heading}\n`)) faults.push(`${twinPath} lacks "# ${heading}"`)
      // Every address a reader (or a crawler) can follow from a text file is absolute.
      for (const [, target = ''] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (!/^(https?|mailto):/.test(target)) faults.push(`${twinPath} links to ${target}`)
      }
    }
    expect(faults).toEqual([])
    expect(indexed.size).toBeGreaterThan(40)
  })

  it('keeps what the page says and leaves out what only a screen or screen reader needs', () => {
    const seo = builtText('/services/seo.md')
    expect(seo).toContain('**USD\u00a0999** a month')
    expect(seo).toContain('](https://nexadigital.agency/contact/seo-audit)')
    expect(seo).not.toContain('<!--')
    const contact = builtText('/es/contacto.md')
    expect(contact).toContain(`<${site.email}>`)
    expect(contact).not.toMatch(/nueva pestaña/)
    // The form is for the page; the text says how to write instead.
    expect(contact).not.toMatch(/Enviar mensaje/)
  })

  it.each(locales)(
    "llms.txt ($code) lists exactly the sitemap's $code pages, and the other languages' files",
    ({ code, label }) => {
      const text = builtText(llmsTxtPath(code))
      expect(text.startsWith(`# ${site.name}\n\n> `)).toBe(true)
      const pageLinks = links(text)
        .map(({ url }) => sitePath(url) ?? url)
        .filter((path) => !path.endsWith('/llms.txt'))
      const sitemapPaths = [...indexed].filter((path) => splitLocale(path).locale === code)
      expect([...pageLinks].sort()).toEqual([...sitemapPaths].sort())
      const files = links(text).filter(({ url }) => url.endsWith('/llms.txt'))
      expect(files.map(({ name }) => name)).not.toContain(label)
      expect(files).toHaveLength(locales.length - 1)
      for (const { url } of files) expect(() => builtText(sitePath(url) ?? url)).not.toThrow()
    },
  )

  it.each(localeCodes)(
    'llms-full.txt (%s) is llms.txt, then each page it lists, in its order',
    (locale) => {
      const index = builtText(llmsTxtPath(locale))
      const full = builtText(llmsFullTxtPath(locale))
      expect(full.startsWith(index)).toBe(true)
      const listed = [...index.matchAll(/\]\((https:[^)\s]+)\)/g)]
        .map(([, url = '']) => url)
        .filter((url) => indexed.has(sitePath(url) ?? ''))
      const sections = [...full.matchAll(/^---\n\n<(https:[^>]+)>\n\n/gm)].map(([, url]) => url)
      expect(sections).toEqual(listed)
      for (const url of listed) {
        const twin = twinOf(pageAt(pages, sitePath(url) ?? url).document)
        expect(full).toContain(builtText(sitePath(twin ?? '') ?? ''))
      }
    },
  )
})
