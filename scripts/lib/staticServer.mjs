// For the benchmarks, as the hosts serve: clean URLs (Vite's preview does for an `mpa`) and gzip (it does not).
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
        },
      },
    ],
  })
  return {
    origin: server.resolvedUrls.local[0].replace(/\/$/, ''),
    close: () => new Promise((done) => server.httpServer.close(done)),
  }
}
