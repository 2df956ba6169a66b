import { loadPage } from '../app/loadPage'
import { pageHead } from '../app/pageHead'
import type { Locale } from '../config/locales'
import { loadNamespaces } from '../features/i18n/resources'
import { createSiteI18n } from '../features/i18n/siteFigures'
import { llmsTxt, type PageSummary } from '../features/seo/llmsTxt'
import { siteRoutes } from '../routes'
import { isIndexed } from '../routing/contract'
import { pageAddresses, resolveIn } from '../routing/resolve'

export async function localeLlmsTxt(locale: Locale): Promise<string> {
  const i18n = createSiteI18n(locale, await loadNamespaces(locale, ['common']))
  const t = i18n.getFixedT(locale)
  const pages: PageSummary[] = []
  for (const { pathIn } of await pageAddresses(siteRoutes.routes)) {
    const logicalPath = pathIn(locale)
    const resolved = resolveIn(siteRoutes, logicalPath)
    if (!isIndexed(resolved)) continue
    const page = await loadPage(resolved, logicalPath, locale, i18n)
    const head = await pageHead({ locale, i18n, table: siteRoutes }, page)
    // An indexed page always names itself canonical.
    if (head.canonical === null) continue
    pages.push({ logicalPath, name: head.name, description: head.description, url: head.canonical })
  }
  return llmsTxt(locale, pages, t)
}
