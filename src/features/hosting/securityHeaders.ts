import { endpointOrigin } from '../../config/formService.ts'
import { inlineScripts, scriptHashSource } from './inlineScripts.ts'

/** Content-hashed build output (`/assets/*`): a new build gets new names, so cache for a year. */
export const HASHED_ASSETS_PATH = '/assets/'
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable'

/** Revalidated each time (a cheap 304); the hosts' default, so their configurations leave it alone (a second rule would join it). */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate'

/** Text files a host might otherwise send without a charset, which garbles "Português". */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8'
export const PLAIN_TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8'

export interface OutboundServices {
  formEndpoint: string
  analyticsOrigin: string | null
}

/** Only the site, the form service and the analytics origin; inline scripts by hash; `allowWasm` for the search pages only. */
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
