import { writeSiteFile } from '../../app/writeSiteFile'
import { site } from '../../config/site'
import { localeCodes } from '../i18n/locales'
import { llmsTxtPath, ROBOTS_TXT_PATH } from './crawlerPaths'
import { robotsTxt, sitemapXml } from './sitemap'

/**
 * Writes sitemap.xml, robots.txt and each language's llms.txt into the built site. Runs once,
 * at prerender time.
 */
export async function writeCrawlerFiles(outDir: string): Promise<void> {
  // Loaded only here: it pulls in every view, as the prerender does anyway.
  const { localeLlmsTxt } = await import('./localeLlmsTxt')
  await Promise.all([
    writeSiteFile(outDir, '/sitemap.xml', sitemapXml()),
    writeSiteFile(outDir, ROBOTS_TXT_PATH, robotsTxt(site.origin)),
    ...localeCodes.map(async (locale) =>
      writeSiteFile(outDir, llmsTxtPath(locale), await localeLlmsTxt(locale)),
    ),
  ])
}
