import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { DOMParser } from 'linkedom'

import { aiPlatformPicture, aiPlatforms } from '../src/content/aiPlatforms.ts'
import { clientIds, clientPicture } from '../src/content/clients.ts'
import { SHOPIFY_PARTNER_PICTURE } from '../src/content/shopifyPortfolio.ts'
import { spriteDocument, svgSprite } from './svgSprite.ts'

/** An SVG file as one `<symbol>`; its ids take the symbol's as a prefix, sharing one document. */
export function pictureSymbol(id: string, file: string, svg: string): string {
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement
  const viewBox = root?.getAttribute('viewBox')
  if (root?.localName !== 'svg' || !viewBox) throw new Error(`${file}: not an SVG with a viewBox`)
  for (const named of root.querySelectorAll('[id]')) {
    const own = named.getAttribute('id')
    for (const element of root.querySelectorAll('*')) {
      for (const { name, value } of [...element.attributes]) {
        const moved =
          value === `#${own}`
            ? `#${id}-${own}`
            : value.replaceAll(`url(#${own})`, `url(#${id}-${own})`)
        if (moved !== value) element.setAttribute(name, moved)
      }
    }
    named.setAttribute('id', `${id}-${own}`)
  }
  return `<symbol id="${id}" viewBox="${viewBox}">${root.innerHTML}</symbol>`
}

const marksFolder = fileURLToPath(new URL('../src/content/ai-platform-marks/', import.meta.url))
const clientMarksFolder = fileURLToPath(new URL('../src/content/client-marks/', import.meta.url))
const badgesFolder = fileURLToPath(new URL('../src/content/badges/', import.meta.url))

export function pictureFiles(): [id: string, file: string][] {
  return [
    ...aiPlatforms.map(({ id }): [string, string] => [
      aiPlatformPicture(id),
      join(marksFolder, `${id}.svg`),
    ]),
    ...clientIds.map((id): [string, string] => [
      clientPicture(id),
      join(clientMarksFolder, `${id}.svg`),
    ]),
    [SHOPIFY_PARTNER_PICTURE, join(badgesFolder, 'shopify-partner.svg')],
  ]
}

/** Draws the site's pictures into one sprite, one document for all (docs/decisions.md). */
export const pictureSprite = () =>
  svgSprite('picture', async () =>
    spriteDocument(
      await Promise.all(
        pictureFiles().map(async ([id, file]) =>
          pictureSymbol(id, file, await readFile(file, 'utf8')),
        ),
      ),
    ),
  )
