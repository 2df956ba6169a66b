import { appendFileSync, existsSync, mkdirSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { basename, dirname } from 'node:path'

import type { Connect } from 'vite'
import type { z } from 'zod'

import { requestUrl } from './requestUrl.ts'

/** Shared by the local form and analytics stand-ins: answers in the service's shape, naming the file, never its folder. */
export interface JsonLinesEndpoint {
  /** The address it answers (`/api/enquiries`); other requests pass on. */
  path: string
  file: string
  maxBytes: number
  /** The most the file may hold: past it, bodies are refused (507), not saved. */
  maxFileBytes: number
  noun: { one: string; many: string }
  /** The content types accepted; any other gets 415. */
  contentTypes: readonly string[]
  problems(body: unknown): string[]
  reply(ok: boolean, message: string): object
  saved: { status: number; message: string }
  /** The service's HTML-form mode: a posted form, saved as its `body`, answered with a 303. */
  htmlForm?: {
    body(fields: URLSearchParams): object
    problems(body: unknown): string[]
    /** Where to send the browser once the body is saved: a path on this server. */
    redirect(body: object): string
  }
}

const FORM_TYPE = 'application/x-www-form-urlencoded'

/** What a contract refuses in a body, as the answer names it: `"field": what is wrong`. */
export const contractProblems =
  (contract: z.ZodType) =>
  (body: unknown): string[] =>
    contract
      .safeParse(body)
      .error?.issues.map(({ path, message }) =>
        path.length > 0 ? `"${path.join('.')}": ${message}` : message,
      ) ?? []

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The body, or a 413 past `limit` bytes once the rest is read, so the client gets the answer. */
async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size <= limit) chunks.push(chunk)
  }
  if (size > limit) throw new Refused(413, `The body is larger than ${limit} bytes.`)
  return Buffer.concat(chunks).toString('utf8')
}

function answerJson(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
}

/** Whether an address names a JSON-lines store: `npm run dev` would serve any file of the project. */
function isStoreFile(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).toLowerCase().endsWith('.jsonl')
  } catch {
    return false
  }
}

function fromAnotherSite({ headers: { origin, host } }: IncomingMessage): boolean {
  return origin !== undefined && (!URL.canParse(origin) || new URL(origin).host !== host)
}

export function jsonLinesEndpoint(endpoint: JsonLinesEndpoint): Connect.NextHandleFunction {
  const { path, file, maxBytes, maxFileBytes, noun, reply, saved, htmlForm } = endpoint
  const accepted = htmlForm ? [...endpoint.contentTypes, FORM_TYPE] : endpoint.contentTypes
  const One = noun.one.charAt(0).toUpperCase() + noun.one.slice(1)

  async function save(req: IncomingMessage, type: string): Promise<object> {
    const form = type === FORM_TYPE ? htmlForm : undefined
    const text = await readBody(req, maxBytes)
    let body: unknown
    try {
      body = form ? form.body(new URLSearchParams(text)) : JSON.parse(text)
    } catch {
      throw new Refused(400, 'The body is not JSON.')
    }
    const found = (form ?? endpoint).problems(body)
    if (found.length > 0) throw new Refused(400, `${One} refused: ${found.join('; ')}.`)
    const record = body as object
    const line = `${JSON.stringify({ receivedAt: new Date().toISOString(), ...record })}\n`
    if (existsSync(file) && statSync(file).size + line.length > maxFileBytes)
      throw new Refused(507, `${basename(file)} is full (${maxFileBytes} bytes): not saved.`)
    mkdirSync(dirname(file), { recursive: true })
    // The file holds visitors' messages: only its owner may read it.
    appendFileSync(file, line, { mode: 0o600 })
    return record
  }

  return (req, res, next) => {
    const { pathname } = requestUrl(req)
    const refuse = (status: number, message: string) =>
      answerJson(res, status, reply(false, message))
    if (pathname !== path) return isStoreFile(pathname) ? res.writeHead(404).end() : next()
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return refuse(405, `Send ${noun.many} with POST.`)
    }
    if (fromAnotherSite(req))
      return refuse(403, `This server takes ${noun.many} from its own pages only.`)
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!accepted.includes(type))
      return refuse(415, `Send ${noun.many} as ${accepted.join(' or ')}, not "${type}".`)
    save(req, type)
      .then((record) => {
        if (type !== FORM_TYPE || !htmlForm)
          return answerJson(res, saved.status, reply(true, saved.message))
        res.writeHead(303, { Location: htmlForm.redirect(record) }).end()
      })
      // A broken upload or an unwritable file: answer as the service would, never crash the server.
      .catch((error: unknown) => {
        if (error instanceof Refused) return refuse(error.status, error.message)
        // The full error (with the file's path) is for the terminal; the answer names no path.
        console.error(error)
        const code = (error as NodeJS.ErrnoException).code ?? 'an unknown error'
        refuse(500, `${One} not saved: ${basename(file)} (${code}).`)
      })
  }
}

export function onDevAndPreviewServers(handler: Connect.NextHandleFunction) {
  const use = (server: { middlewares: Connect.Server }) => void server.middlewares.use(handler)
  return { configureServer: use, configurePreviewServer: use }
}
