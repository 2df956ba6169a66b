import { createHash } from 'node:crypto'

import type { Plugin } from 'vite'

export const spriteDocument = (symbols: readonly string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`

/** Serves `draw`'s SVG to the prerender; a shipped one is named by its hash, so both builds agree. */
export function svgSprite(
  name: string,
  draw: () => Promise<string>,
  { shipped = true } = {},
): Plugin {
  const virtualId = `virtual:${name}-sprite`
  const resolvedId = `\0${virtualId}`
  const documentId = `${virtualId}/document`
  const resolvedDocumentId = `\0${documentId}`
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
      if (shipped && id === virtualId) return resolvedId
      if (id === documentId) return resolvedDocumentId
      return undefined
    },
    async load(id) {
      if (id === resolvedId) {
        const { fileName } = await built()
        return `export default ${JSON.stringify(base + fileName)}`
      }
      if (id === resolvedDocumentId) return `export default ${JSON.stringify((await built()).svg)}`
      return undefined
    },
    configureServer(server) {
      if (!shipped) return
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
      if (!shipped || this.environment.name !== 'client') return
      const { svg, fileName } = await built()
      this.emitFile({ type: 'asset', fileName, source: svg })
    },
  }
}
