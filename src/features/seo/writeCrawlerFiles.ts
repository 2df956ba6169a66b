import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { site } from '../../config/site'
import { robotsTxt, sitemapXml } from './sitemap'

/** Writes sitemap.xml and robots.txt into the built site. Runs once, at prerender time. */
export async function writeCrawlerFiles(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true })
  await Promise.all([
    writeFile(join(outDir, 'sitemap.xml'), sitemapXml()),
    writeFile(join(outDir, 'robots.txt'), robotsTxt(site.origin)),
  ])
}
