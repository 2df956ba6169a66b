import { expect, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { splitLocale } from '../../src/features/i18n/localePath'
import { llmsTxtPath } from '../../src/features/seo/crawlerPaths'
import { readSitemap, sitePath } from '../audit/sitePages'
import { locales } from './helpers'

const sitemap = readSitemap()

/** Every Markdown link of a text: [name](url). */
const links = (markdown: string) =>
  [...markdown.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, name = '', url = '']) => ({
    name,
    url,
  }))

for (const { code, label } of locales) {
  test(`llms.txt (${code}) lists exactly the sitemap's ${code} pages, and the other languages' files`, async ({
    request,
  }) => {
    const response = await request.get(llmsTxtPath(code))
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    const text = await response.text()
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
    for (const { url } of files) {
      expect((await request.get(sitePath(url) ?? url)).status()).toBe(200)
    }
  })
}
