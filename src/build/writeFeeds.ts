import { localeCodes } from '../config/locales'
import { feedPath } from '../features/blog/rssFeed'
import { writeSiteFile } from './writeSiteFile'

export async function writeFeeds(outDir: string): Promise<void> {
  // Loaded as the pages load it (a chunk of its own), not into the prerender's entry.
  const { localeFeed } = await import('../features/blog/localeFeed')
  await Promise.all(
    localeCodes.map(async (locale) =>
      writeSiteFile(outDir, feedPath(locale), await localeFeed(locale)),
    ),
  )
}
