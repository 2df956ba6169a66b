import { appendFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Connect } from 'vite'

import { requestUrl } from './requestUrl.ts'

/**
 * What the local stand-ins for the site's outside services (the form service, the analytics
 * provider) share: an endpoint that takes a JSON body within a size limit, checks it against
 * the service's contract, appends it to a JSON-lines file and answers in the service's shape.
 */

class BodyTooLarge extends Error {}

/**
 * Both contracts are flat objects of strings, numbers and booleans: a deeper body is not one of
 * them, and a very deep one would overflow the stack of the JSON.stringify that saves it.
 */
const MAX_JSON_DEPTH = 4

/** How deeply a parsed JSON value nests (a scalar is 0), counted without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: next, depth } = item
    if (typeof next !== 'object' || next === null) continue
    deepest = Math.max(deepest, depth + 1)
    if (deepest > MAX_JSON_DEPTH) return deepest
    for (const child of Object.values(next)) pending.push({ value: child, depth: depth + 1 })
  }
  return deepest
}

/**
 * The body as text; rejects with BodyTooLarge past `limit` bytes. The rest is read and dropped,
 * not kept, so the client still gets the answer that says why.
 */
async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size <= limit) chunks.push(chunk as Buffer)
  }
  if (size > limit) throw new BodyTooLarge(`The body is larger than ${limit} bytes.`)
  return Buffer.concat(chunks).toString('utf8')
}

function answerJson(res: ServerResponse, status: number, body: object): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json')
  res.end(JSON.stringify(body))
}

export interface JsonLinesEndpoint {
  /** The address it answers (`/api/enquiries`); other requests pass on. */
  path: string
  /** Where each accepted body goes, as one JSON line with the time it was received. */
  file: string
  maxBytes: number
  /** What a body is, as the answers name it: "enquiry" / "enquiries", "event" / "events". */
  noun: { one: string; many: string }
  /** The content types accepted; any other gets 415. */
  contentTypes: readonly string[]
  /** What is wrong with a parsed body, one sentence each; empty when nothing. */
  problems(body: unknown): string[]
  /** The service's answer: the form service's `{ success, message }`, the collector's `{ ok }`. */
  reply(ok: boolean, message: string): object
  /** Status and message of an accepted body. */
  saved: { status: number; message: string }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function jsonLinesEndpoint(endpoint: JsonLinesEndpoint): Connect.NextHandleFunction {
  const { path, file, maxBytes, noun, contentTypes, problems, reply, saved } = endpoint
  const refuse = (res: ServerResponse, status: number, message: string) =>
    answerJson(res, status, reply(false, message))
  return (req, res, next) => {
    if (requestUrl(req).pathname !== path) return next()
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return refuse(res, 405, `Send ${noun.many} with POST.`)
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!contentTypes.includes(type)) {
      return refuse(res, 415, `Send ${noun.many} as ${contentTypes.join(' or ')}, not "${type}".`)
    }
    readBody(req, maxBytes)
      .then((text) => {
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          return refuse(res, 400, 'The body is not JSON.')
        }
        if (jsonDepth(body) > MAX_JSON_DEPTH) {
          return refuse(res, 400, `The body nests deeper than ${MAX_JSON_DEPTH} levels.`)
        }
        const found = problems(body)
        if (found.length > 0) {
          return refuse(res, 400, `${capitalized(noun.one)} refused: ${found.join('; ')}.`)
        }
        appendFileSync(
          file,
          `${JSON.stringify({ receivedAt: new Date().toISOString(), ...(body as object) })}\n`,
        )
        answerJson(res, saved.status, reply(true, saved.message))
      })
      // A broken upload or an unwritable file: answer as the service would, never crash the server.
      .catch((error: unknown) => {
        if (error instanceof BodyTooLarge) return refuse(res, 413, error.message)
        const reason = error instanceof Error ? error.message : String(error)
        refuse(res, 500, `${capitalized(noun.one)} not saved: ${reason}`)
      })
  }
}

/** The hooks that put an endpoint on both `npm run dev`'s and `npm start`'s server. */
export function onDevAndPreviewServers(handler: Connect.NextHandleFunction) {
  return {
    configureServer(server: { middlewares: Connect.Server }) {
      server.middlewares.use(handler)
    },
    configurePreviewServer(server: { middlewares: Connect.Server }) {
      server.middlewares.use(handler)
    },
  }
}
