import type { HeadData } from '../features/seo/headData'

/**
 * What the prerender writes beside a page as it renders it, from what the render already has,
 * so nothing is laid out twice: the page's social card, from the text its head names.
 */
export async function writePageFiles(outDir: string, head: HeadData): Promise<void> {
  if (!head.card) return
  // Loaded only here: the renderer and its fonts stay out of the prerender's entry.
  const { writeSocialCard } = await import('./writeSocialCard')
  await writeSocialCard(outDir, head.card)
}
