import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import { ICON_NAMES, iconSymbolId } from '../src/components/Icon/iconNames.ts'
import { spriteDocument, svgSprite } from './svgSprite.ts'

const require = createRequire(import.meta.url)

async function drawingOf(name: string): Promise<string> {
  const svg = await readFile(require.resolve(`lucide-static/icons/${name}.svg`), 'utf8')
  const inside = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'))
  return inside
    .replace(/>\s+</g, '><')
    .replace(/\s*\/>/g, '/>')
    .trim()
}

/** Draws every icon into `virtual:icon-sprite/document` for the prerender; never shipped. */
export const iconSprite = () =>
  svgSprite(
    'icon',
    async () =>
      spriteDocument(
        await Promise.all(
          ICON_NAMES.map(
            async (name) =>
              `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${await drawingOf(name)}</symbol>`,
          ),
        ),
      ),
    { shipped: false },
  )
