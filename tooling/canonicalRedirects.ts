import type { Plugin } from 'vite'

import {
  canonicalPathFor,
  SPELLING_REDIRECT_STATUS,
} from '../src/features/hosting/canonicalPaths.ts'
import { requestUrl } from './requestUrl.ts'

/**
 * `npm start` (vite preview) answers the other spellings of an address (`/about/`,
 * `/about.html`, `/index.html`) with the permanent redirect Cloudflare Pages and the shipped
 * `vercel.json` send, so a link that only works by accident fails here first.
 */
export function canonicalRedirects(): Plugin {
  return {
    name: 'canonical-redirects',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = requestUrl(req)
        const canonical = canonicalPathFor(url.pathname)
        if (!canonical) return next()
        res.statusCode = SPELLING_REDIRECT_STATUS
        res.setHeader('Location', `${canonical}${url.search}`)
        res.end()
      })
    },
  }
}
