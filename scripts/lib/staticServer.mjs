// A static server for the benchmarks that behaves like the hosts the site deploys to:
// clean URLs (`/services` serves `services/index.html`) and gzip. Vite's preview does neither.
import { extname } from 'node:path'
import compression from 'compression'
import { preview } from 'vite'

export async function serveStatic(outDir, port) {
  const server = await preview({
    configFile: false,
    appType: 'mpa',
    logLevel: 'silent',
    build: { outDir },
    preview: { port, strictPort: true },
    plugins: [
      {
        name: 'like-a-static-host',
        configurePreviewServer(server) {
          server.middlewares.use(compression())
          server.middlewares.use((req, _res, next) => {
            const [path, query] = (req.url ?? '/').split('?')
            if (!extname(path) && !path.endsWith('/'))
              req.url = `${path}/${query ? `?${query}` : ''}`
            next()
          })
        },
      },
    ],
  })
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((done) => server.httpServer.close(done)),
  }
}
