import { createHash } from 'node:crypto'

import type { LucideIconData, LucideIconNode } from 'lucide-react'
import type { Plugin } from 'vite'

import { ICON_NAMES } from '../src/components/Icon/iconNames.ts'

const VIRTUAL_ID = 'virtual:icon-sprite'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

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

/** One `<symbol id="name">` per icon, in one SVG document. */
export function spriteSvg(
  icons: readonly (readonly [name: string, drawing: LucideIconNode[]])[],
): string {
  const symbols = icons.map(
    ([name, drawing]) =>
      `<symbol id="${name}" viewBox="0 0 24 24">${drawing.map(shapeSvg).join('')}</symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

/** The sprite and the file name it is published under, hashed by content like Vite's assets. */
async function buildSprite() {
  const svg = spriteSvg(
    await Promise.all(ICON_NAMES.map(async (n) => [n, await drawingOf(n)] as const)),
  )
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8)
  return { svg, fileName: `assets/icons.${hash}.svg` }
}

/**
 * Draws every icon of `src/components/Icon/iconNames.ts` once into `assets/icons.<hash>.svg`,
 * and gives its address to `virtual:icon-sprite`, which `<Icon>` points its `<use>` at. The
 * name is computed from the content, so the prerender (server build) and the client build
 * agree on it without passing anything between them, and a host can cache it forever.
 */
export function iconSprite(): Plugin {
  let sprite: ReturnType<typeof buildSprite> | undefined
  const built = () => (sprite ??= buildSprite())
  let base = '/'
  return {
    name: 'icon-sprite',
    configResolved(config) {
      base = config.base
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return
      const { fileName } = await built()
      return `export default ${JSON.stringify(base + fileName)}`
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        built().then(({ svg, fileName }) => {
          if (req.url?.split('?')[0] !== base + fileName) return next()
          res.setHeader('Content-Type', 'image/svg+xml')
          res.end(svg)
        }, next)
      })
    },
    async generateBundle() {
      // The prerender only needs the address; the file itself ships with the client build.
      if (this.environment.name !== 'client') return
      const { svg, fileName } = await built()
      this.emitFile({ type: 'asset', fileName, source: svg })
    },
  }
}
