import { expect, test } from '@playwright/test'

import { raw, type RawAnswer, unusualAddresses, unusualMethods } from '../e2e/scannerRequests'
import type { HostName } from './runtimes'

/** A scanner's addresses and methods, byte for byte, to each runtime: never a file outside dist/client, never a redirect off the site. */

type Kind =
  | 'not-found page'
  | '405'
  | 'redirect on the site, without the security headers'
  | 'a page of the site'
  | '431 from the runtime itself'
  | 'not sent: it stops the runtime'

const longPath = unusualAddresses.find((path) => path.length > 1000) ?? ''

/** Where a runtime answers an unusual request on its own, and why that is not the site's doing. */
const runtimeAnswers: Record<HostName, Record<string, Kind>> = {
  // wrangler 4's dev server refuses a 10,000-character request line; Cloudflare's edge takes URLs up to 16 KB.
  cloudflare: { [longPath]: '431 from the runtime itself' },
  netlify: {
    // netlify-cli 27's proxy decodes the path unguarded: a malformed escape ends `netlify dev`.
    '/es/%E0%A4%A': 'not sent: it stops the runtime',
    // Its static server answers these with a page of the site: no redirect, nothing off the site.
    '//evil.com/': 'a page of the site',
    '//evil.com/index.html': 'a page of the site',
    '/\\evil.com/': 'a page of the site',
  },
  vercel: {
    // `vercel dev` tidies the path with a bare 301 before its routes (and headers) apply; it stays on the site.
    '/.//evil.com/': 'redirect on the site, without the security headers',
    '//evil.com/': 'redirect on the site, without the security headers',
    '//evil.com/index.html': 'redirect on the site, without the security headers',
    '/\\evil.com/': 'redirect on the site, without the security headers',
    // It serves a static file to any method.
    ...Object.fromEntries(
      unusualMethods.map(([method, path]) => [`${method} ${path}`, 'a page of the site']),
    ),
  },
}

function hasSecurityHeaders(answer: RawAnswer): boolean {
  return (
    String(answer.headers['content-security-policy']).includes("default-src 'self'") &&
    String(answer.headers['strict-transport-security']).includes('max-age=') &&
    answer.headers['x-content-type-options'] === 'nosniff'
  )
}

/** What kind of answer this is, as the table above names them; the answer itself otherwise. */
function kindOf(answer: RawAnswer): string {
  const html = String(answer.headers['content-type']).startsWith('text/html')
  const secured = hasSecurityHeaders(answer)
  if (answer.status === 404 && html && answer.body.includes('content="noindex') && secured)
    return 'not-found page'
  if (answer.status === 405 && secured) return '405'
  if (answer.status >= 300 && answer.status < 400 && !secured)
    return 'redirect on the site, without the security headers'
  if (answer.status === 200 && html && secured) return 'a page of the site'
  if (answer.status === 431) return '431 from the runtime itself'
  return `${answer.status}, ${secured ? 'with' : 'without'} the security headers`
}

test('unusual addresses and methods never leave the site or its folder, and get the not-found page or 405', async ({
  baseURL,
}, { project }) => {
  const origin = new URL(baseURL ?? '').origin
  const expected = runtimeAnswers[project.name as HostName]
  const requests = [
    ...unusualAddresses.map((path) => ({ method: 'GET', path, named: path })),
    ...unusualMethods.map(([method, path]) => ({ method, path, named: `${method} ${path}` })),
  ]
  for (const { method, path, named } of requests) {
    const what = named.slice(0, 60)
    const wanted = expected[named] ?? (method === 'GET' ? 'not-found page' : '405')
    if (wanted === 'not sent: it stops the runtime') continue
    const answer = await raw(baseURL ?? '', path, method)
    expect(answer.body, `${what} serves no file from outside dist/client`).not.toMatch(
      /"name": "agency-site"|VITE_FORM_ACCESS_KEY/,
    )
    const location = answer.headers.location
    if (typeof location === 'string') {
      expect(new URL(location, origin).origin, `${what} redirects on the site`).toBe(origin)
    }
    expect(kindOf(answer), what).toBe(wanted)
  }
})
