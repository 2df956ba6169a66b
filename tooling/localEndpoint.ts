import {
  closeSync,
  existsSync,
  fchmodSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  writeSync,
} from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { basename, dirname } from 'node:path'

import type { Connect } from 'vite'

import { requestUrl } from './requestUrl.ts'

/**
 * What the local stand-ins for the site's outside services (the form service, the analytics
 * provider) share: an endpoint that takes a JSON body (or, where the service has an HTML-form
 * mode, a posted form) within a size limit, checks it against the service's contract, appends it
 * to a JSON-lines file and answers in the service's shape. Answers are read by a browser: they
 * name the file, never the folder it is in.
 */

class BodyTooLarge extends Error {}

class StoreFull extends Error {}

/**
 * Appends one record as one line, in one write to a file opened for appending, so it lands whole
 * at the end. A file that does not end with a newline (an editor's save, a crash mid-write, a
 * full disk) gets one first: without it the record would join the torn line. A write that lands
 * short throws, so the sender is not told it was saved. The file holds visitors' messages: only
 * its owner may read it.
 */
function appendRecord(file: string, record: object, maxFileBytes: number, write: Write): void {
  mkdirSync(dirname(file), { recursive: true })
  const fd = openSync(file, 'a+', 0o600)
  try {
    fchmodSync(fd, 0o600)
    const { size } = fstatSync(fd)
    const last = Buffer.alloc(1)
    const torn = size > 0 && readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== 0x0a
    const line = Buffer.from(`${torn ? '\n' : ''}${JSON.stringify(record)}\n`)
    if (size + line.length > maxFileBytes) throw new StoreFull()
    const written = write(fd, line)
    if (written !== line.length) {
      throw Object.assign(new Error(`${written} of ${line.length} bytes written`), {
        code: 'ENOSPC',
      })
    }
  } finally {
    closeSync(fd)
  }
}

/** Writes bytes to a file and says how many landed: `fs.writeSync`, or a test's. */
export type Write = (fd: number, bytes: Buffer) => number

/** The ids of the records a file holds, so a retry after a restart is still known as one. */
function idsIn(file: string, idOf: (record: object) => string | undefined): Set<string> {
  const ids = new Set<string>()
  if (!existsSync(file)) return ids
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    try {
      const id = idOf(JSON.parse(line) as object)
      if (id !== undefined) ids.add(id)
    } catch {
      // A torn line holds no record.
    }
  }
  return ids
}

class NotUtf8 extends Error {}
const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The body as text; a byte sequence that is not UTF-8 is refused, not stored as U+FFFD. */
function decodeUtf8(bytes: Buffer): string {
  try {
    return utf8.decode(bytes)
  } catch {
    throw new NotUtf8('The body is not valid UTF-8.')
  }
}

/** A form's fields; percent-escapes that are not UTF-8 (`%FF%FE`) are refused, not read as U+FFFD. */
function formFields(text: string): URLSearchParams {
  for (const part of text.split('&')) {
    try {
      decodeURIComponent(part.replaceAll('+', ' '))
    } catch {
      throw new NotUtf8('The form is not valid UTF-8.')
    }
  }
  return new URLSearchParams(text)
}

/** Half of a UTF-16 surrogate pair alone (`"\ud800"` in JSON), which no text holds. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function holdsLoneSurrogate(body: unknown): boolean {
  let found = false
  JSON.stringify(body, (_key, value: unknown) => {
    if (typeof value === 'string' && LONE_SURROGATE.test(value)) found = true
    return value
  })
  return found
}

/** The form-encoded body of an HTML form, as a browser without JavaScript posts it. */
const FORM_TYPE = 'application/x-www-form-urlencoded'

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
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size <= limit) chunks.push(chunk as Buffer)
  }
  if (size > limit) throw new BodyTooLarge(`The body is larger than ${limit} bytes.`)
  return Buffer.concat(chunks)
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
  /** The most the file may hold: past it, bodies are refused (507), not saved. */
  maxFileBytes: number
  /** For tests: the write that appends a record (`fs.writeSync`). */
  write?: Write
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
  /**
   * The service's HTML-form mode, where it has one: a browser without JavaScript posts the form
   * itself, and an accepted one is sent on (303) to the address it names.
   */
  htmlForm?: {
    /** The body a form's fields stand for, to check and save as a JSON one is. */
    body(fields: URLSearchParams): object
    /** What is wrong with such a body, one sentence each; empty when nothing. */
    problems(body: unknown): string[]
    /** Where to send the browser once the body is saved: a path on this server. */
    redirect(body: object): string
  }
  /**
   * The body's own id, where it has one: a body whose id was already saved (a retry after its
   * answer was lost) is answered as saved, and not saved again.
   */
  idOf?(body: object): string | undefined
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Whether an address names a JSON-lines file, as the stores are: the site ships none, and
 * `npm run dev` would serve any file of the project (an old `enquiries.local.jsonl` among them),
 * `?raw` and `/@fs/…` addresses included.
 */
function isStoreFile(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).toLowerCase().endsWith('.jsonl')
  } catch {
    return false
  }
}

function answerNotFound(res: ServerResponse): void {
  res.statusCode = 404
  res.end()
}

/** Whether a browser sent the request from another site: its Origin names another host. */
function fromAnotherSite(req: IncomingMessage): boolean {
  const { origin, host } = req.headers
  return origin !== undefined && (!URL.canParse(origin) || new URL(origin).host !== host)
}

export function jsonLinesEndpoint(endpoint: JsonLinesEndpoint): Connect.NextHandleFunction {
  const { path, file, maxBytes, maxFileBytes, noun, contentTypes, reply, saved, htmlForm, idOf } =
    endpoint
  const { write = (fd: number, bytes: Buffer) => writeSync(fd, bytes) } = endpoint
  const accepted = htmlForm ? [...contentTypes, FORM_TYPE] : contentTypes
  // Ids of the records saved, read from the file at the first post.
  let savedIds: Set<string> | undefined
  const refuse = (res: ServerResponse, status: number, message: string) =>
    answerJson(res, status, reply(false, message))
  return (req, res, next) => {
    const { pathname } = requestUrl(req)
    if (pathname !== path) return isStoreFile(pathname) ? answerNotFound(res) : next()
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return refuse(res, 405, `Send ${noun.many} with POST.`)
    }
    if (fromAnotherSite(req)) {
      return refuse(res, 403, `This server takes ${noun.many} from its own pages only.`)
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!accepted.includes(type)) {
      return refuse(res, 415, `Send ${noun.many} as ${accepted.join(' or ')}, not "${type}".`)
    }
    const form = htmlForm && type === FORM_TYPE ? htmlForm : undefined
    readBody(req, maxBytes)
      .then((bytes) => {
        const text = decodeUtf8(bytes)
        let body: unknown
        try {
          body = form ? form.body(formFields(text)) : JSON.parse(text)
        } catch (error) {
          if (error instanceof NotUtf8) throw error
          return refuse(res, 400, 'The body is not JSON.')
        }
        if (jsonDepth(body) > MAX_JSON_DEPTH) {
          return refuse(res, 400, `The body nests deeper than ${MAX_JSON_DEPTH} levels.`)
        }
        if (holdsLoneSurrogate(body)) return refuse(res, 400, 'The body is not valid Unicode.')
        const found = (form ?? endpoint).problems(body)
        if (found.length > 0) {
          return refuse(res, 400, `${capitalized(noun.one)} refused: ${found.join('; ')}.`)
        }
        const record = body as object
        const id = idOf?.(record)
        savedIds ??= idOf ? idsIn(file, idOf) : new Set()
        if (id === undefined || !savedIds.has(id)) {
          appendRecord(
            file,
            { receivedAt: new Date().toISOString(), ...record },
            maxFileBytes,
            write,
          )
          if (id !== undefined) savedIds.add(id)
        }
        if (!form) return answerJson(res, saved.status, reply(true, saved.message))
        res.writeHead(303, { Location: form.redirect(record) }).end()
      })
      // A broken upload or an unwritable file: answer as the service would, never crash the server.
      .catch((error: unknown) => {
        if (error instanceof BodyTooLarge) return refuse(res, 413, error.message)
        if (error instanceof NotUtf8) return refuse(res, 400, error.message)
        if (error instanceof StoreFull) {
          return refuse(res, 507, `${basename(file)} is full (${maxFileBytes} bytes): not saved.`)
        }
        // The full error (with the file's path) is for the terminal; the answer names no path.
        console.error(error)
        const code = (error as NodeJS.ErrnoException).code ?? 'an unknown error'
        refuse(res, 500, `${capitalized(noun.one)} not saved: ${basename(file)} (${code}).`)
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
