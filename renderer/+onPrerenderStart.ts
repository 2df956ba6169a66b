import type { PrerenderContext } from 'vike/types'
import { localizePath } from '../src/features/i18n/localePath'
import { defaultLocale, localeCodes } from '../src/features/i18n/locales'
import { writeCrawlerFiles } from '../src/features/seo/writeCrawlerFiles'

/**
 * Vike prerenders one 404 page (`404.html`, English). Each other locale gets its own copy,
 * written as `es/404.html`, `pt/404.html`, so hosts can answer unknown URLs in the URL's
 * language. Also writes sitemap.xml and robots.txt beside the pages.
 */
export async function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PrerenderContext['pageContexts'] = []
  for (const pageContext of prerenderContext.pageContexts) {
    // Vike expects copies back, never its own objects (it re-attaches their getters to copies).
    pageContexts.push({ ...pageContext })
    if (!pageContext.is404) continue
    for (const locale of localeCodes) {
      if (locale === defaultLocale) continue
      pageContexts.push({ ...pageContext, urlOriginal: localizePath(locale, '/404') })
    }
  }
  await writeCrawlerFiles(__CLIENT_OUT_DIR__)
  return { prerenderContext: { pageContexts } }
}
