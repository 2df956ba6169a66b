import type { LucideIconData, LucideIconNode } from 'lucide-react'

import { ICON_NAMES, iconSymbolId } from '../src/components/Icon/iconNames.ts'
import { spriteDocument, svgSprite } from './svgSprite.ts'

async function drawingOf(name: string): Promise<LucideIconNode[]> {
  const icon = (await import(`lucide-react/icons/${name}`)) as { __iconData?: LucideIconData }
  if (!icon.__iconData) throw new Error(`lucide-react has no drawing for the icon "${name}"`)
  return icon.__iconData.node
}

const escapeAttribute = (value: unknown) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** An element of lucide's drawing as SVG markup; `key` is React's list key, not an attribute. */
function shapeSvg([tag, attributes, children = []]: LucideIconNode): string {
  const written = Object.entries(attributes)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('')
  return children.length
    ? `<${tag}${written}>${children.map(shapeSvg).join('')}</${tag}>`
    : `<${tag}${written}/>`
}

/** One `<symbol id="<id>">` per icon, in one SVG document. */
export function spriteSvg(
  icons: readonly (readonly [id: string, drawing: LucideIconNode[]])[],
): string {
  return spriteDocument(
    icons.map(
      ([id, drawing]) =>
        `<symbol id="${id}" viewBox="0 0 24 24">${drawing.map(shapeSvg).join('')}</symbol>`,
    ),
  )
}

/**
 * Draws every icon of `src/components/Icon/iconNames.ts` once into `assets/icons.<hash>.svg`,
 * whose address `<Icon>` imports from `virtual:icon-sprite`; the prerender copies the symbols a
 * page uses into the page from `virtual:icon-sprite/document`.
 */
export const iconSprite = () =>
  svgSprite('icon', async () =>
    spriteSvg(
      await Promise.all(
        ICON_NAMES.map(async (name) => [iconSymbolId(name), await drawingOf(name)] as const),
      ),
    ),
  )
