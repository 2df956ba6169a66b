import type { Plugin } from 'vite'

const ALLOWED = ['GET', 'HEAD', 'OPTIONS']

/** `npm start` answers other methods with 405, as CDNs do; register it after the POST endpoints. */
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
