import { join } from 'node:path'

import {
  type SocialCardRenderer,
  socialCardRenderer,
} from '../features/social-card/renderSocialCard'
import type { SocialCard } from '../features/social-card/socialCard'
import { writeSiteFile } from './writeSiteFile'

/** Where rendered cards are kept between builds, by content (as Vite keeps its own cache). */
const SOCIAL_CARD_CACHE_DIR = join(__PROJECT_ROOT__, 'node_modules/.cache/social-cards')

let renderer: Promise<SocialCardRenderer> | undefined

export async function writeSocialCard(outDir: string, card: SocialCard): Promise<void> {
  renderer ??= socialCardRenderer({
    projectRoot: __PROJECT_ROOT__,
    cacheDir: SOCIAL_CARD_CACHE_DIR,
  })
  await writeSiteFile(outDir, card.path, await (await renderer).render(card))
}
