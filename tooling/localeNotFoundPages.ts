import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, normalize, sep } from 'node:path'

import type { Plugin } from 'vite'

import { pageFile } from '../src/features/hosting/canonicalPaths.ts'
import { localizePath, splitLocale } from '../src/features/i18n/localePath.ts'
import { requestUrl } from './requestUrl.ts'

export function builtFileFor(outDir: string, pathname: string): string | null {
  const base = normalize(join(outDir, pathname))
  if (base !== outDir && !base.startsWith(outDir + sep)) return null
  // The file itself (`/robots.txt`), or the page's file (`/es/servicios` -> `es/servicios.html`).
  const candidates = [base, join(outDir, pageFile(pathname))]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

export function notFoundFileFor(outDir: string, pathname: string): string {
  const { locale, logicalPath } = splitLocale(pathname)
  const folders = logicalPath.split('/').filter(Boolean).slice(0, -1)
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const section = localizePath(locale, `/${folders.slice(0, depth).join('/')}`)
    const file = join(outDir, section, '404.html')
    if (existsSync(file)) return file
  }
  return join(outDir, pageFile(localizePath(locale, '/404')))
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/** `npm start` answers an unknown URL as the hosts do, not with Vike's English-only 404. */
export function localeNotFoundPages(outDir: string): Plugin {
  return {
    name: 'locale-not-found-pages',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next()
        const pathname = decodedPath(requestUrl(req).pathname)
        // `/es/404` itself is a file like any other: 200, as every host serves it.
        if (builtFileFor(outDir, pathname)) return next()
        const page = readFileSync(notFoundFileFor(outDir, pathname))
        res.statusCode = 404
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(req.method === 'HEAD' ? undefined : page)
      })
    },
  }
}
