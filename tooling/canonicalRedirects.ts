import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { Plugin } from 'vite'

import {
  canonicalPathFor,
  SPELLING_REDIRECT_STATUS,
} from '../src/features/hosting/canonicalPaths.ts'
import { MOVED_REDIRECT_STATUS } from '../src/features/hosting/movedAddresses.ts'
import { requestUrl } from './requestUrl.ts'

/**
 * The moved pages' redirects the build wrote for Netlify and Cloudflare Pages
 * (`dist/client/_redirects`: `from to status` per line), read as those hosts read them: old
 * address to new.
 */
export function movedPages(clientOutDir: string): Map<string, string> {
  const file = join(clientOutDir, '_redirects')
  if (!existsSync(file)) return new Map()
  const rules = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/))
  return new Map(rules.map(([from = '', to = '']) => [from, to]))
}

/**
 * `npm start` (vite preview) answers the other spellings of an address (`/about/`,
 * `/about.html`, `/index.html`) with the permanent redirect Cloudflare Pages and the shipped
 * `vercel.json` send, and a moved page's old address (`/es/services`) as `_redirects` says, so a
 * link that only works by accident fails here first.
 */
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
