import { createHash } from 'node:crypto'

import type { Plugin } from 'vite'

/** One SVG document of `<symbol>`s, which pages draw with `<use href="<file>#<id>">`. */
export const spriteDocument = (symbols: readonly string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`

/**
 * Writes the SVG that `draw` returns to `assets/<name>s.<hash>.svg`, and gives its address to
 * `virtual:<name>-sprite`, which components point their `<use>` at. The name is computed from
 * the content, so the prerender (server build) and the client build agree on it without
 * passing anything between them, and a host can cache it forever.
 */
export function svgSprite(name: string, draw: () => Promise<string>): Plugin {
  const virtualId = `virtual:${name}-sprite`
  const resolvedId = `\0${virtualId}`
  let sprite: Promise<{ svg: string; fileName: string }> | undefined
  const built = () =>
    (sprite ??= draw().then((svg) => {
      const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8)
      return { svg, fileName: `assets/${name}s.${hash}.svg` }
    }))
  let base = '/'
  return {
    name: `${name}-sprite`,
    configResolved(config) {
      base = config.base
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined
    },
    async load(id) {
      if (id !== resolvedId) return
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
