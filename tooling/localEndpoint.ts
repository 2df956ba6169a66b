import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * What the local stand-ins for the site's outside services (the form service, the analytics
 * provider) share: reading a request's body within a size limit, and answering in JSON.
 */

export class BodyTooLarge extends Error {}

/**
 * The body as text; rejects with BodyTooLarge past `limit` bytes. The rest is read and dropped,
 * not kept, so the client still gets the answer that says why.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size <= limit) chunks.push(chunk as Buffer)
  }
  if (size > limit) throw new BodyTooLarge(`The body is larger than ${limit} bytes.`)
  return Buffer.concat(chunks).toString('utf8')
}

export function answerJson(res: ServerResponse, status: number, body: object): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json')
  res.end(JSON.stringify(body))
}

/** The path a request asks for, without its query. */
export function requestPath(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://localhost').pathname
}
