import { expect, test } from '@playwright/test'

import { shippedHeadersFor } from '../e2e/shippedHostFiles'
import { hashedScriptPath } from './hashedScript'
import type { HostName } from './runtimes'

/** The headers `_headers` names, as each host sends them: Netlify and Cloudflare read `_headers`, Vercel the same rules in `vercel.json`. */

/** Where a local runtime differs from its edge, with the evidence: asserted as sent, so an upgrade that fixes it fails here. */
const runtimeDeviations: Partial<Record<HostName, { kind: string; header: string; sent: string }>> =
  {
    // netlify-cli 27's static server overwrites `_headers`' Cache-Control (dist/utils/proxy.js); Netlify's CDN does not.
    netlify: { kind: 'asset', header: 'Cache-Control', sent: 'public, max-age=0' },
    // vercel 60's `vercel dev` sets its default Cache-Control after the routes' (dist/commands/dev/index.js); the edge does not.
    vercel: { kind: 'asset', header: 'Cache-Control', sent: 'public, max-age=0, must-revalidate' },
  }

test('every kind of response carries exactly the headers _headers names for it', async ({
  request,
}, { project }) => {
  const deviation = runtimeDeviations[project.name as HostName]
  const paths = {
    page: '/es/servicios/seo',
    asset: await hashedScriptPath(request),
    'llms.txt': '/pt/llms.txt',
    'llms-full.txt': '/es/llms-full.txt',
    download: '/downloads/nexa-digital-saas-blueprint-pt.md',
    'Markdown twin': '/es/servicios/seo.md',
    'search page': '/es/buscar',
    'not-found page': '/es/no-such-page',
    'blog not-found page': '/blog/no-such-post',
    'not-found download': '/downloads/no-such-file.md',
  }
  for (const [kind, path] of Object.entries(paths)) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(kind.includes('not-found') ? 404 : 200)
    const sent = response.headers()
    if (kind.includes('not-found')) {
      expect(sent['content-type'], `${path} is a page, not the type of the file asked for`).toMatch(
        /^text\/html/,
      )
    }
    if (kind === 'Markdown twin') {
      // Named by no rule: each host's own type for `.md`, charset included.
      expect(sent['content-type'], path).toBe('text/markdown; charset=utf-8')
      expect(sent['x-robots-tag'], `${path} is kept out of search results`).toBe('noindex')
    }
    const named = shippedHeadersFor(path)
    expect(named['Content-Security-Policy'], 'every path gets the CSP').toBeTruthy()
    for (const [name, value] of Object.entries(named)) {
      // A 404 is indexed by no one: Netlify and Vercel send its page's headers, not the `.md` rule's.
      if (kind.includes('not-found') && name === 'X-Robots-Tag') continue
      const known = deviation?.kind === kind && deviation.header === name
      expect(sent[name.toLowerCase()], `${name} of the ${kind} ${path}`).toBe(
        known ? deviation.sent : value,
      )
    }
  }
})
