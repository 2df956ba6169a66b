import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { site } from '../../config/site'
import { localeCodes } from '../i18n/locales'
import { llmsTxtPath, ROBOTS_TXT_PATH } from './crawlerPaths'
import { robotsTxt, sitemapXml } from './sitemap'

/**
 * Writes sitemap.xml, robots.txt and each language's llms.txt into the built site. Runs once,
 * at prerender time.
 */
export async function writeCrawlerFiles(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true })
  // Loaded only here: it pulls in every view, as the prerender does anyway.
  const { localeLlmsTxt } = await import('./localeLlmsTxt')
  await Promise.all([
    writeFile(join(outDir, 'sitemap.xml'), sitemapXml()),
    writeFile(join(outDir, ROBOTS_TXT_PATH), robotsTxt(site.origin)),
    ...localeCodes.map(async (locale) => {
      const file = join(outDir, llmsTxtPath(locale))
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, await localeLlmsTxt(locale))
    }),
  ])
}
