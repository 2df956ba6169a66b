import type { HeadData } from '../features/seo/headData'

/** Writes a page's social card beside it, from what the render already has. */
export async function writePageFiles(outDir: string, head: HeadData): Promise<void> {
  if (!head.card) return
  // Loaded only here: the renderer and its fonts stay out of the prerender's entry.
  const { writeSocialCard } = await import('./writeSocialCard')
  await writeSocialCard(outDir, head.card)
}
