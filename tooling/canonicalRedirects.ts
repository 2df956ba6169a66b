import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { Plugin } from 'vite'

import {
  canonicalPathFor,
  SPELLING_REDIRECT_STATUS,
} from '../src/features/hosting/canonicalPaths.ts'
import { MOVED_REDIRECT_STATUS } from '../src/features/hosting/movedAddresses.ts'
import { requestUrl } from './requestUrl.ts'

export function movedPages(clientOutDir: string): Map<string, string> {
  const file = join(clientOutDir, '_redirects')
  if (!existsSync(file)) return new Map()
  const rules = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/))
  return new Map(rules.map(([from = '', to = '']) => [from, to]))
}

/** `npm start` redirects as the hosts do, so a link that only works by accident fails here first. */
export function canonicalRedirects(clientOutDir: string): Plugin {
  return {
    name: 'canonical-redirects',
    configurePreviewServer(server) {
      const moved = movedPages(clientOutDir)
      server.middlewares.use((req, res, next) => {
        const url = requestUrl(req)
        const movedTo = moved.get(url.pathname)
        const canonical = movedTo ?? canonicalPathFor(url.pathname)
        if (!canonical) return next()
        res.statusCode = movedTo ? MOVED_REDIRECT_STATUS : SPELLING_REDIRECT_STATUS
        res.setHeader('Location', `${canonical}${url.search}`)
        res.end()
      })
    },
  }
}
