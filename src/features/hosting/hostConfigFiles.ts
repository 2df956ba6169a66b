import { SPELLING_REDIRECT_STATUS, spellingRedirects } from './canonicalPaths.ts'
import { everyResponseHeaders, type HostPolicy, pathPattern } from './hostPolicy.ts'
import { MOVED_REDIRECT_STATUS } from './movedAddresses.ts'

/** Each host's configuration from one policy; why netlify.toml holds the 404 rules: docs/decisions.md. */

const NOTICE = 'Written by the build from src/features/hosting; change the policy there.'

/** `_headers` (Netlify, Cloudflare): both join repeated headers, so a replaced one is first detached (`! Name`). */
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

/** `_redirects`: each old address with and without a slash (Cloudflare matches exactly); the query is kept. */
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

/** `vercel.json`: `routes` do what `cleanUrls` would; every answering route names all headers (Vercel drops the first routes'). */
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

export function hostFiles(policy: HostPolicy): Record<string, string> {
  return {
    _headers: headersFile(policy),
    _redirects: redirectsFile(policy),
    'vercel.json': `${JSON.stringify(vercelConfig(policy), null, 2)}\n`,
  }
}
