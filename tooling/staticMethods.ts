import type { Plugin } from 'vite'

/** What a static site answers: reading, and asking what may be done. */
const ALLOWED = ['GET', 'HEAD', 'OPTIONS']

/**
 * `npm start` answers a method a static host does not serve (`DELETE /`, `PROPFIND /es`) with
 * 405 and `Allow`, as the hosts' CDNs do, instead of vite preview's page with 200, and `OPTIONS`
 * with 204 and `Allow` (vite preview's CORS answer, which offered PUT and DELETE and skipped the
 * security headers, is off: `preview.cors`). Registered after the host headers and the local
 * endpoints, which take their own POSTs first.
 */
export function staticMethods(): Plugin {
  return {
    name: 'static-methods',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method === 'OPTIONS') {
          res.statusCode = 204
          res.setHeader('Allow', ALLOWED.join(', '))
          return res.end()
        }
        if (ALLOWED.includes(req.method ?? 'GET')) return next()
        res.statusCode = 405
        res.setHeader('Allow', ALLOWED.join(', '))
        res.setHeader('Content-Type', 'text/plain; charset=utf-8')
        res.end('405 Method Not Allowed\n')
      })
    },
  }
}
