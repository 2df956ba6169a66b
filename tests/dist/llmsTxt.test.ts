import { readFileSync } from 'node:fs'

import { expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { splitLocale } from '../../src/features/i18n/localePath'
import { llmsTxtPath } from '../../src/features/seo/crawlerPaths'
import { readSitemap, sitePath } from '../audit/sitePages'

const sitemap = readSitemap()

/** Every Markdown link of a text: [name](url). */
const links = (markdown: string) =>
  [...markdown.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, name = '', url = '']) => ({
    name,
    url,
  }))

const builtText = (path: string) => readFileSync(`${CLIENT_DIR}${path}`, 'utf8')

test.each(locales)(
  "llms.txt ($code) lists exactly the sitemap's $code pages, and the other languages' files",
  ({ code, label }) => {
    const text = builtText(llmsTxtPath(code))
    expect(text.startsWith(`# ${site.name}\n\n> `)).toBe(true)

    const pageLinks = links(text)
      .map(({ url }) => sitePath(url) ?? url)
      .filter((path) => !path.endsWith('/llms.txt'))
    const sitemapPaths = sitemap
      .map((entry) => entry.path)
      .filter((path) => splitLocale(path).locale === code)
    expect([...pageLinks].sort()).toEqual([...sitemapPaths].sort())

    const files = links(text).filter(({ url }) => url.endsWith('/llms.txt'))
    expect(files.map(({ name }) => name)).not.toContain(label)
    expect(files).toHaveLength(locales.length - 1)
    for (const { url } of files) expect(() => builtText(sitePath(url) ?? url)).not.toThrow()
  },
)
