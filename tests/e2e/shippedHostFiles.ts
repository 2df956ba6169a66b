import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'

// Read as hosts read them: both `npm start` (tests/e2e) and the hosts' runtimes are held to them.

interface HeaderBlock {
  path: string
  headers: Record<string, string>
}

/** Netlify's and Cloudflare's `_headers` format: a path, then indented `Name: value` lines. */
export function readHeadersFile(): HeaderBlock[] {
  const blocks: HeaderBlock[] = []
  for (const line of readFileSync(join(CLIENT_DIR, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!line.startsWith(' ')) {
      blocks.push({ path: line.trim(), headers: {} })
      continue
    }
    // `! Name` detaches what earlier blocks set (Cloudflare); later blocks win here anyway.
    if (line.trim().startsWith('!')) continue
    const colon = line.indexOf(':')
    const block = blocks.at(-1)
    if (block) block.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return blocks
}

/** A `_headers` or Netlify redirect path: exact, with `*` matching anything (`/*`, `/*.md`). */
export const pathMatches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(path)

/** Every header `_headers` names for a path (later blocks win, as on the hosts). */
export function shippedHeadersFor(path: string): Record<string, string> {
  return Object.assign(
    {},
    ...readHeadersFile()
      .filter((block) => pathMatches(block.path, path))
      .map((block) => block.headers),
  )
}

export interface RedirectRule {
  from: string
  to: string
  status: number
}

/** The `[[redirects]]` tables of netlify.toml, in order: the first that matches applies. */
export function netlifyNotFoundRules(): RedirectRule[] {
  const toml = readFileSync('netlify.toml', 'utf8')
  return toml
    .split('[[redirects]]')
    .slice(1)
    .map((table) => ({
      from: /from = "([^"]*)"/.exec(table)?.[1] ?? '',
      to: /to = "([^"]*)"/.exec(table)?.[1] ?? '',
      status: Number(/status = (\d+)/.exec(table)?.[1]),
    }))
}
