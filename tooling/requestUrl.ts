import type { IncomingMessage } from 'node:http'

/**
 * The URL a request asks for, read as the path it is. `new URL(req.url, base)` would read
 * `//evil.com/x` as another host's `/x`, so a middleware would judge one address while the file
 * server answers another: here `//evil.com/x` keeps its path, `//evil.com/x`.
 */
export function requestUrl(req: IncomingMessage): URL {
  return new URL(`http://localhost${req.url ?? '/'}`)
}
