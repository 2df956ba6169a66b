import type { HostPolicy } from './hostPolicy.ts'

/**
 * Each host's own configuration, written into `dist/client` by the build from one policy. The
 * files are generated because the policy depends on the build: the form endpoint it posts to
 * and the languages it has. Cloudflare Pages reads Netlify's `_headers` format and answers an
 * unknown URL with the nearest `404.html` by itself; it has no 404 status in `_redirects`, and
 * its uploads may refuse a file with one, so its builds get no `_redirects`.
 */

const NOTICE = 'Written by the build from src/features/hosting; change the policy there.'

/** `_headers`, for Netlify and Cloudflare Pages. */
export function headersFile(policy: HostPolicy): string {
  const blocks = policy.headerRules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  )
  return `# ${NOTICE}\n${blocks.join('\n')}\n`
}

/** `_redirects`, for Netlify: unknown URLs get their section's not-found page with status 404. */
export function redirectsFile(policy: HostPolicy): string {
  // A rule applies only where no file exists (no `!`), so every real page is served as it is.
  const lines = policy.notFoundRules.map(({ section, page }) => `${section}/*  ${page}  404`)
  return `# ${NOTICE}\n${lines.join('\n')}\n`
}

function pathPattern(path: string): string {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  return escaped.endsWith('/*') ? `${escaped.slice(0, -1)}.*` : escaped
}

/** `vercel.json`, for Vercel deploying `dist/client` as its project. */
export function vercelConfig(policy: HostPolicy): object {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    routes: [
      ...policy.headerRules.map(({ path, headers }) => ({
        src: pathPattern(path),
        headers,
        continue: true,
      })),
      { handle: 'filesystem' },
      ...policy.notFoundRules.map(({ section, page }) => ({
        src: `${pathPattern(section)}/.*`,
        status: 404,
        dest: page,
      })),
    ],
  }
}

/** Which host builds the site: Cloudflare Pages says so in its build environment. */
export interface BuildHost {
  cloudflarePages: boolean
}

/** Every host file of a build, by name in `dist/client`. */
export function hostFiles(policy: HostPolicy, host: BuildHost): Record<string, string> {
  return {
    _headers: headersFile(policy),
    ...(host.cloudflarePages ? {} : { _redirects: redirectsFile(policy) }),
    'vercel.json': `${JSON.stringify(vercelConfig(policy), null, 2)}\n`,
  }
}
