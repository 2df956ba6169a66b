import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import { renderAsync } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'

import { SOCIAL_CARD_SIZE, type SocialCardText } from './socialCard'
import { SocialCardImage } from './SocialCardImage'

/** Social cards to PNG at build time without a browser: satori lays out SVG, resvg rasterizes. */

const require = createRequire(import.meta.url)

/** Inter's static weights: satori draws a variable font at its default weight only. */
const INTER_WEIGHTS = [400, 700, 800] as const

async function loadFonts(): Promise<Font[]> {
  // The package exports only its CSS; its font files sit beside that.
  const files = join(dirname(require.resolve('@fontsource/inter')), 'files')
  return Promise.all(
    INTER_WEIGHTS.map(async (weight) => ({
      name: 'Inter',
      // The latin subset covers every accent Spanish and Portuguese use (ñ, ã, ç, á, ê...).
      data: await readFile(join(files, `inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  )
}

async function loadMark(projectRoot: string): Promise<string> {
  const svg = await readFile(join(projectRoot, 'public/favicon.svg'))
  return `data:image/svg+xml;base64,${svg.toString('base64')}`
}

/** resvg's version is part of a cached PNG's key: a new rasterizer may draw the same SVG anew. */
const RESVG_VERSION: string = (require('@resvg/resvg-js/package.json') as { version: string })
  .version

export interface SocialCardRenderer {
  render(text: SocialCardText): Promise<Uint8Array>
  readonly counts: { rendered: number; cached: number }
}

/** Rasterizing costs ~30 ms a card, layout a few: a card is rasterized only when its SVG's hash is not in `cacheDir`. */
export async function socialCardRenderer({
  projectRoot,
  cacheDir,
}: {
  projectRoot: string
  cacheDir: string
}): Promise<SocialCardRenderer> {
  const [fonts, markDataUrl] = await Promise.all([loadFonts(), loadMark(projectRoot)])
  await mkdir(cacheDir, { recursive: true })
  const counts = { rendered: 0, cached: 0 }

  return {
    counts,
    async render(text) {
      const svg = await satori(SocialCardImage({ ...text, markDataUrl }), {
        ...SOCIAL_CARD_SIZE,
        fonts,
      })
      const key = createHash('sha256').update(RESVG_VERSION).update(svg).digest('hex')
      const cached = join(cacheDir, `${key}.png`)
      try {
        const png = await readFile(cached)
        counts.cached++
        return png
      } catch {
        // Not rendered before: rasterize it below.
      }
      // On libuv's threads, so the prerender goes on meanwhile.
      const png = (await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng()
      // Written under another name first: a build stopped halfway leaves no half PNG behind.
      const partial = `${cached}.${process.pid}.partial`
      await writeFile(partial, png)
      await rename(partial, cached)
      counts.rendered++
      return png
    },
  }
}
