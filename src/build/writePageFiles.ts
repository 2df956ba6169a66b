import type { RenderContext } from '../app/renderContext'
import type { HeadData } from '../features/seo/headData'
import type { DataFileModule } from '../routing/contract'
import { writeSiteFile } from './writeSiteFile'

/**
 * What the prerender writes beside a page as it renders it, from what the render already has,
 * so nothing is compiled or laid out twice:
 * - the page's social card, from the text its head names;
 * - the data file its route declares (a post's body), from the content its render loaded.
 */
export async function writePageFiles(
  outDir: string,
  { locale, page }: RenderContext,
  head: HeadData,
): Promise<void> {
  if (head.card) {
    // Loaded only here: the renderer and its fonts stay out of the prerender's entry.
    const { writeSocialCard } = await import('./writeSocialCard')
    await writeSocialCard(outDir, head.card)
  }
  const { route, params, isNotFound } = page.resolved
  if (!isNotFound && 'dataFile' in route && route.dataFile) {
    // The route's loader and data file agree on the data's type (defineRoute); here it is erased.
    const file = (await route.dataFile()) as DataFileModule<unknown>
    const content = `${JSON.stringify(file.dataFileContent(page.data))}\n`
    await writeSiteFile(outDir, file.dataFilePath(locale, params), content)
  }
}
