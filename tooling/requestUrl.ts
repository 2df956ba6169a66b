import type { IncomingMessage } from 'node:http'

/** The request's URL as the path it is: `new URL('//evil.com/x', base)` reads another host. */
export function requestUrl(req: IncomingMessage): URL {
  return new URL(`http://localhost${req.url ?? '/'}`)
}
