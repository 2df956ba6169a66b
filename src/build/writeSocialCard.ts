import { join } from 'node:path'

import {
  type SocialCardRenderer,
  socialCardRenderer,
} from '../features/social-card/renderSocialCard'
import type { SocialCard } from '../features/social-card/socialCard'
import { writeSiteFile } from './writeSiteFile'

/** Where rendered cards are kept between builds, by content (as Vite keeps its own cache). */
const SOCIAL_CARD_CACHE_DIR = join(__PROJECT_ROOT__, 'node_modules/.cache/social-cards')

/** One renderer for the whole prerender: the fonts are read once. */
let renderer: Promise<SocialCardRenderer> | undefined

/** Writes a page's card into the built site at its path. Runs as its page is prerendered. */
export async function writeSocialCard(outDir: string, card: SocialCard): Promise<void> {
  renderer ??= socialCardRenderer({
    projectRoot: __PROJECT_ROOT__,
    cacheDir: SOCIAL_CARD_CACHE_DIR,
  })
  await writeSiteFile(outDir, card.path, await (await renderer).render(card))
}
