import { endpointOrigin } from '../../config/formService.ts'
import { inlineScripts, scriptHashSource } from './inlineScripts.ts'

/**
 * The response headers the site is served with, on every host and by `npm start`: one policy,
 * written once. `tooling/hostHeaders.ts` applies it to the preview server and
 * `hostConfigFiles.ts` writes it into each host's configuration.
 */

/** Content-hashed build output (`/assets/*`): a new build gets new names, so cache for a year. */
export const HASHED_ASSETS_PATH = '/assets/'
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable'

/**
 * Everything else (pages, images, feeds): the browser revalidates each time and gets a cheap
 * 304, while the host's CDN keeps serving it from the edge until the next deploy purges it.
 * It is the default of Netlify, Vercel and Cloudflare Pages, so their configurations leave it
 * alone (a second Cache-Control rule would be joined to the first, not replace it).
 */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate'

/** Text files a host might otherwise send without a charset, which garbles "Português". */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8'
export const PLAIN_TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8'

/**
 * The hosts other than the site's own that its pages send requests to, as a build configured
 * them: the contact form's endpoint (its own server's `/api/enquiries` when none is set) and the
 * analytics provider's origin (null when analytics stay on the site or there are none).
 */
export interface OutboundServices {
  formEndpoint: string
  analyticsOrigin: string | null
}

/**
 * Only the site itself, plus the form service the build posts to (by script, and by the form
 * itself without JavaScript) and the analytics provider it reports to, when those are other hosts. Inline scripts are admitted by hash, never with
 * 'unsafe-inline'.
 * `allowWasm` adds 'wasm-unsafe-eval', which lets the page compile WebAssembly and nothing
 * else (no eval of JavaScript): only the search pages get it, for the search library.
 */
export function contentSecurityPolicy(
  { formEndpoint, analyticsOrigin }: OutboundServices,
  { allowWasm = false }: { allowWasm?: boolean } = {},
): string {
  const formOrigins = [endpointOrigin(formEndpoint)].filter((origin) => origin !== null)
  const otherOrigins = [...formOrigins, analyticsOrigin].filter((origin) => origin !== null)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(allowWasm ? ["'wasm-unsafe-eval'"] : []),
      ...inlineScripts.map(scriptHashSource),
    ],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...otherOrigins],
    // Without JavaScript the browser posts the form itself to the service, which sends it back.
    'form-action': ["'self'", ...formOrigins],
    'manifest-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** Sent with every response. */
export function securityHeaders(services: OutboundServices): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(services),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
