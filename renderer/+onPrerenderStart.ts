import type { PrerenderContext } from 'vike/types'

import { notFoundPaths } from '../src/build/prerenderUrls'
import { writeBlueprintDownloads } from '../src/build/writeBlueprintDownloads'
import { writeCrawlerFiles } from '../src/build/writeCrawlerFiles'
import { writeFeeds } from '../src/build/writeFeeds'
import { writeHostConfigs } from '../src/build/writeHostConfigs'
import { localeCodes } from '../src/config/locales'
import { localizePath } from '../src/features/i18n/localePath'

export async function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PrerenderContext['pageContexts'] = []
  const notFoundUrls = (await notFoundPaths()).flatMap((path) =>
    localeCodes.map((locale) => localizePath(locale, path)),
  )
  for (const pageContext of prerenderContext.pageContexts) {
    // Vike expects copies back, never its own objects (it re-attaches their getters to copies).
    if (!pageContext.is404) {
      pageContexts.push({ ...pageContext })
      continue
    }
    // Each copy is rendered for its own address, whose prefix names its language.
    const copies = new Set([pageContext.urlOriginal, ...notFoundUrls])
    for (const urlOriginal of copies) pageContexts.push({ ...pageContext, urlOriginal })
  }
  await Promise.all([
    writeCrawlerFiles(__CLIENT_OUT_DIR__),
    writeFeeds(__CLIENT_OUT_DIR__),
    writeBlueprintDownloads(__CLIENT_OUT_DIR__),
    writeHostConfigs(__CLIENT_OUT_DIR__),
  ])
  return { prerenderContext: { pageContexts } }
}
