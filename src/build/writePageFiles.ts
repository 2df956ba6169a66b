import type { HeadData } from '../features/seo/headData'

export async function writePageFiles(outDir: string, head: HeadData): Promise<void> {
  if (!head.card) return
  // Loaded only here: the renderer and its fonts stay out of the prerender's entry.
  const { writeSocialCard } = await import('./writeSocialCard')
  await writeSocialCard(outDir, head.card)
}
