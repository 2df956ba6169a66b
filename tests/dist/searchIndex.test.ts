import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'

import { expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { initials } from '../../src/components/Portrait/initials'
import { type Locale, locales } from '../../src/config/locales'
import { localizePath, splitLocale } from '../../src/features/i18n/localePath'
import { PAGEFIND_PATH } from '../../src/features/search/pagefind'
import { resultPath } from '../../src/features/search/resultPath'
import { contactChoiceIds } from '../../src/views/contact/contactChoice'
import { auditedPages, readSitemap, readUnlistedPages } from '../audit/sitePages'
import { copyIn } from '../copy'

const INDEX_DIR = join(CLIENT_DIR, PAGEFIND_PATH)

interface PageRecord {
  url: string
  content: string
  meta: { title?: string }
}

/** What Pagefind stored for each page: one gzipped JSON fragment per page, named by language. */
const fragments = readdirSync(join(INDEX_DIR, 'fragment')).map((name) => ({
  language: name.slice(0, name.indexOf('_')),
  page: JSON.parse(
    gunzipSync(readFileSync(join(INDEX_DIR, 'fragment', name)))
      .toString('utf8')
      .replace(/^pagefind_dcd/, ''),
  ) as PageRecord,
}))

const entry = JSON.parse(readFileSync(join(INDEX_DIR, 'pagefind-entry.json'), 'utf8')) as {
  languages: Record<string, { page_count: number }>
}

test('there is one index per language of the site, named by its <html lang>', () => {
  expect(Object.keys(entry.languages).sort()).toEqual(
    locales.map((locale) => locale.tag.toLowerCase()).sort(),
  )
})

test.each(locales)(
  "the $code index holds exactly the sitemap's $code pages: no other language, no 404, no search page",
  ({ code, tag }) => {
    const language = tag.toLowerCase()
    const listed = readSitemap()
      .map((page) => page.path)
      .filter((path) => splitLocale(path).locale === code)
      .sort()
    const indexed = fragments
      .filter((fragment) => fragment.language === language)
      .map((fragment) => resultPath(fragment.page.url))
      .sort()
    expect(indexed).toEqual(listed)
    expect(entry.languages[language]?.page_count).toBe(listed.length)
  },
)

test('pages are indexed by their content, not the header or footer, under their search-result title', () => {
  const seo = fragments.find((fragment) => resultPath(fragment.page.url) === '/services/seo')?.page
  expect(seo?.meta.title).toBe('AI-Powered SEO Services | Nexa Digital')
  for (const t of locales.map(({ code }) => copyIn(code))) {
    for (const { page } of fragments) {
      expect(page.content).not.toContain(t('common:skipToContent'))
      expect(page.content).not.toContain(t('common:footer.madeIn'))
    }
  }
  // Decoration that screen readers skip is left out too: the people's monograms on /about.
  const about = fragments.find((fragment) => resultPath(fragment.page.url) === '/about')?.page
  expect(about?.content).toContain('Alejandro Vega')
  expect(about?.content).not.toMatch(new RegExp(`\\b${initials('Alejandro Vega')}\\b`))
})

test('the search and thank-you pages and the contact page with a service or plan chosen are the pages the sitemap leaves out, which the audits visit besides', () => {
  const twins = (locale: Locale) =>
    contactChoiceIds.map((id) => localizePath(locale, `/contact/${id}`))
  expect(readUnlistedPages()).toEqual(
    [
      ...twins('en'),
      ...twins('es'),
      '/es/buscar',
      '/es/gracias',
      ...twins('pt'),
      '/pt/busca',
      '/pt/obrigado',
      '/search',
      '/thanks',
    ].sort(),
  )
  expect(
    auditedPages().filter(({ path }) => splitLocale(path).logicalPath.startsWith('/contact/')),
  ).toEqual(
    ['/contact/seo', '/es/contacto/seo', '/pt/contato/seo'].map((path) => ({ path, status: 200 })),
  )
})
