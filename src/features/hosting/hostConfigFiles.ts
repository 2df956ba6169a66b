import { SPELLING_REDIRECT_STATUS, spellingRedirects } from './canonicalPaths.ts'
import { everyResponseHeaders, type HostPolicy, pathPattern } from './hostPolicy.ts'
import { MOVED_REDIRECT_STATUS } from './movedAddresses.ts'

/**
 * Each host's own configuration, written from one policy. `_headers`, `_redirects` and
 * `vercel.json` are written into `dist/client` by the build, because they depend on it (the
 * form endpoint the CSP admits, the languages, the pages). Netlify's not-found rules live in
 * `netlify.toml` instead, which a test keeps equal to the policy: Cloudflare Pages reads
 * `_redirects` too, has no 404 status there and reports such rules as invalid, while it finds the
 * nearest `404.html` by itself. So one build serves all three hosts, and `_redirects` holds only
 * the moved pages' permanent redirects.
 */

const NOTICE = 'Written by the build from src/features/hosting; change the policy there.'

/**
 * `_headers`, for Netlify and Cloudflare Pages. Both join the values of a header that several
 * matching rules set, and two Content-Security-Policy values are two policies, both enforced.
 * So a rule that replaces a header of every response first detaches it (`! Name`), which
 * Cloudflare applies in file order after the `/*` rule.
 */
export function headersFile(policy: HostPolicy): string {
  const everyResponse = new Set(Object.keys(everyResponseHeaders(policy.headerRules)))
  const blocks = policy.headerRules.map(({ path, headers }) =>
    [
      path,
      ...Object.entries(headers).flatMap(([name, value]) => [
        ...(path !== '/*' && everyResponse.has(name) ? [`  ! ${name}`] : []),
        `  ${name}: ${value}`,
      ]),
    ].join('\n'),
  )
  return `# ${NOTICE}\n${blocks.join('\n')}\n`
}

/**
 * `_redirects`, for Netlify and Cloudflare Pages: each moved page's old address, redirected, with
 * and without a trailing slash (Cloudflare matches the address exactly, and would answer
 * `/es/services/` with a 404). Both hosts keep the query string.
 */
export function redirectsFile(policy: HostPolicy): string {
  const rules = policy.moved.flatMap(({ from, to }) =>
    [from, `${from}/`].map((old) => `${old} ${to} ${MOVED_REDIRECT_STATUS}`),
  )
  return [`# ${NOTICE}`, ...rules, ''].join('\n')
}

/** Netlify's `[[redirects]]` tables: an unknown URL gets its section's not-found page, 404. */
export function netlifyNotFoundRedirects(policy: HostPolicy): string {
  // A rule without `force` applies only where no file exists, so every real page is served.
  return policy.notFoundRules
    .map(({ section, page }) =>
      ['[[redirects]]', `  from = "${section}/*"`, `  to = "${page}"`, '  status = 404'].join('\n'),
    )
    .join('\n\n')
}

/**
 * `vercel.json`, for Vercel deploying `dist/client` as its project. Its `routes` cannot be
 * combined with `cleanUrls`, so they do what cleanUrls would: the other spellings of an address
 * redirect to it, so do moved pages' old addresses, and `/about` is served from `about.html`
 * once no file matches as it is.
 * A route after `filesystem` that answers (a page by rewrite, a 404) drops the headers the first
 * routes set (`vercel dev` 60 sent them without a CSP), and so does a redirect: each names the
 * headers of every response.
 */
export function vercelConfig(policy: HostPolicy): object {
  const headers = everyResponseHeaders(policy.headerRules)
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    routes: [
      ...policy.headerRules.map(({ path, headers }) => ({
        src: pathPattern(path),
        headers,
        continue: true,
      })),
      // Before the spellings, so `/es/services/` is one redirect to the page, not two.
      ...policy.moved.map(({ from, to }) => ({
        src: `^${pathPattern(from)}/?$`,
        headers: { ...headers, Location: to },
        status: MOVED_REDIRECT_STATUS,
      })),
      ...spellingRedirects.map(({ pattern, location }) => ({
        src: pattern,
        // A status route, too, answers with only the headers it names.
        headers: { ...headers, Location: location },
        status: SPELLING_REDIRECT_STATUS,
      })),
      { handle: 'filesystem' },
      // A page with headers of its own (the search pages' policy) keeps them when it is served.
      ...policy.headerRules
        .filter(({ path }) => path !== '/*' && !path.endsWith('/*') && !/\.\w+$/.test(path))
        .map(({ path, headers: own }) => ({
          src: `^${pathPattern(path)}$`,
          dest: `${path}.html`,
          check: true,
          headers: { ...headers, ...own },
        })),
      // `check`: only if that file exists; otherwise routing goes on to the not-found rules.
      { src: '^/(.+)$', dest: '/$1.html', check: true, headers },
      ...policy.notFoundRules.map(({ section, page }) => ({
        src: `${pathPattern(section)}/.*`,
        status: 404,
        dest: page,
        headers,
      })),
    ],
  }
}

/** Every host file of a build, by name in `dist/client`. */
export function hostFiles(policy: HostPolicy): Record<string, string> {
  return {
    _headers: headersFile(policy),
    _redirects: redirectsFile(policy),
    'vercel.json': `${JSON.stringify(vercelConfig(policy), null, 2)}\n`,
  }
}
