import { aiCrawlers, indexNowKey } from '../config/crawlers'
import { localeCodes } from '../config/locales'
import { site } from '../config/site'
import { contentDates } from '../features/seo/contentDates'
import { indexNowKeyPath, llmsTxtPath, ROBOTS_TXT_PATH } from '../features/seo/crawlerPaths'
import { robotsTxt, sitemapXml } from '../features/seo/sitemap'
import { routes } from '../routes'
import { writeSiteFile } from './writeSiteFile'

export async function writeCrawlerFiles(outDir: string): Promise<void> {
  // Loaded only here: it pulls in every view, as the prerender does anyway.
  const { localeLlmsTxt } = await import('./localeLlmsTxt')
  await Promise.all([
    writeSiteFile(outDir, '/sitemap.xml', await sitemapXml(routes, await contentDates())),
    writeSiteFile(outDir, ROBOTS_TXT_PATH, robotsTxt(site.origin, aiCrawlers)),
    writeSiteFile(outDir, indexNowKeyPath(indexNowKey), indexNowKey),
    ...localeCodes.map(async (locale) =>
      writeSiteFile(outDir, llmsTxtPath(locale), await localeLlmsTxt(locale)),
    ),
  ])
}
