import { randomUUID } from 'node:crypto'
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { buildEnquiryPayload, emptyDraft } from '../src/features/contact/enquiry'
import { localEnquiryEndpoint } from './localEnquiries'

/** `npm start`'s stand-in for the form service, on a real socket, as the browser reaches it. */
const folder = mkdtempSync(join(tmpdir(), 'enquiries-'))
const file = join(folder, 'enquiries.jsonl')
const handler = localEnquiryEndpoint(file)
let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404
      res.end()
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  rmSync(folder, { recursive: true, force: true })
})
beforeEach(() => rmSync(file, { force: true }))

/** Runs `act` against `handler` on a server of its own: another start of the endpoint. */
async function withServer<T>(
  handler: ReturnType<typeof localEnquiryEndpoint>,
  act: (base: string) => Promise<T>,
): Promise<T> {
  const other = createServer((req, res) => handler(req, res, () => res.end()))
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  try {
    return await act(`http://127.0.0.1:${(other.address() as AddressInfo).port}`)
  } finally {
    other.close()
  }
}

const enquiry = buildEnquiryPayload(
  { ...emptyDraft, name: 'Ana', email: 'ana@example.com', service: 'seo', message: 'Hola' },
  { accessKey: '', toEmail: 'hello@example.com', honeypot: false, submissionId: 'draft-1' },
)

/** The enquiry as a new submission: the endpoint saves each submission id once in its life. */
const fresh = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({ ...enquiry, submission_id: randomUUID(), ...changes })

async function post(
  body: string | Buffer<ArrayBuffer>,
  type = 'application/json',
  headers: Record<string, string> = {},
  at = base,
) {
  const response = await fetch(`${at}/api/enquiries`, {
    method: 'POST',
    headers: { ...(type ? { 'Content-Type': type } : {}), ...headers },
    body,
    redirect: 'manual',
  })
  return { status: response.status, answer: (await response.json()) as Record<string, unknown> }
}

const savedLines = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [])

describe('the local enquiry endpoint under bad input', () => {
  it('saves what the form sends, as one line', async () => {
    const { status, answer } = await post(fresh())
    expect(status).toBe(200)
    expect(answer.success).toBe(true)
    expect(savedLines()).toHaveLength(1)
    expect(JSON.parse(savedLines()[0] ?? '')).toMatchObject({ name: 'Ana', message: 'Hola' })
  })

  it('keeps the file to its owner and names no folder of this machine in its answer', async () => {
    const { answer } = await post(fresh())
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(answer.message).toBe('Enquiry saved to enquiries.jsonl.')
    expect(String(answer.message)).not.toContain(folder)
  })

  it('saves a retry of the same submission once, and answers it as saved', async () => {
    const once = fresh()
    const first = await post(once)
    const retry = await post(once)
    expect([first.status, retry.status]).toEqual([200, 200])
    expect(retry.answer.success).toBe(true)
    expect(savedLines()).toHaveLength(1)
    expect((await post(fresh())).status).toBe(200)
    expect(savedLines()).toHaveLength(2)
  })

  it('takes the form posted without JavaScript and sends the browser to its thank-you page', async () => {
    const fields = new URLSearchParams({
      access_key: '',
      subject: 'New enquiry from the website',
      redirect: 'https://example.com/es/gracias',
      name: 'Ana',
      email: 'ana@example.com',
      company: '',
      service: 'seo',
      plan: '',
      timeline: '',
      budget: '',
      message: 'Hola, ¿qué tal?',
    })
    const response = await fetch(`${base}/api/enquiries`, {
      method: 'POST',
      body: fields,
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es/gracias')
    expect(JSON.parse(savedLines()[0] ?? '')).toMatchObject({
      name: 'Ana',
      message: 'Hola, ¿qué tal?',
      botcheck: false,
    })
    fields.delete('message')
    const incomplete = await post(fields.toString(), 'application/x-www-form-urlencoded')
    expect(incomplete.status).toBe(400)
    expect(incomplete.answer.message).toMatch(/"message": .*string/)
    expect(savedLines()).toHaveLength(1)
  })

  it('answers 415 to anything but JSON or a form, even when the body is JSON', async () => {
    for (const type of ['text/plain', 'multipart/form-data', '']) {
      const { status, answer } = await post(fresh(), type)
      expect(status, type).toBe(415)
      expect(answer).toMatchObject({ success: false })
      expect(String(answer.message)).toContain(
        'application/json or application/x-www-form-urlencoded',
      )
    }
    expect(savedLines()).toEqual([])
  })

  it('answers 413 past its size limit, and keeps nothing of the body', async () => {
    const huge = fresh({ message: 'x'.repeat(5 * 1024 * 1024) })
    const { status, answer } = await post(huge)
    expect(status).toBe(413)
    expect(String(answer.message)).toMatch(/larger than \d+ bytes/)
    expect(savedLines()).toEqual([])
  })

  it('answers 400 to malformed JSON, a field inherited by every object and a deep body', async () => {
    expect((await post('{"name": "Ana",')).answer.message).toBe('The body is not JSON.')
    const inherited = await post(fresh({ constructor: 'x', toString: 'y' }))
    expect(inherited.status).toBe(400)
    expect(inherited.answer.message).toContain('keys: "constructor", "toString"')
    const deep = `{"name":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`
    const nested = await post(deep)
    expect(nested.status).toBe(400)
    expect(nested.answer.message).toMatch(/"name": .*string/)
    expect(savedLines()).toEqual([])
  })

  it('writes no line for a flood of refused posts, and still takes the next good one', async () => {
    const refused = await Promise.all(
      Array.from({ length: 200 }, (_, index) => post(JSON.stringify({ spam: index }))),
    )
    expect(new Set(refused.map(({ status }) => status))).toEqual(new Set([400]))
    expect(savedLines()).toEqual([])
    expect((await post(fresh())).status).toBe(200)
    expect(savedLines()).toHaveLength(1)
  })

  it('sends a browser only to a path of its own, never to another host', async () => {
    const form = (redirect: string) =>
      new URLSearchParams({
        ...Object.fromEntries(
          ['access_key', 'company', 'plan', 'timeline', 'budget'].map((name) => [name, '']),
        ),
        subject: 'New enquiry from the website',
        redirect,
        name: 'Ana',
        email: 'ana@example.com',
        service: 'seo',
        message: 'Hola',
      })
    for (const [redirect, location] of [
      ['https://x//evil.com/x', '/'],
      ['https://x/\\evil.com/x', '/'],
      ['javascript:alert(1)', '/'],
      ['https://example.com/pt/obrigado', '/pt/obrigado'],
    ]) {
      const response = await fetch(`${base}/api/enquiries`, {
        method: 'POST',
        body: form(redirect ?? ''),
        redirect: 'manual',
      })
      expect(response.headers.get('location'), redirect).toBe(location)
    }
  })

  it('refuses posts from other websites, and takes its own pages’', async () => {
    const host = new URL(base).host
    const other = await post(fresh(), 'application/json', { Origin: 'https://evil.example' })
    expect(other.status).toBe(403)
    expect(other.answer.message).toBe('This server takes enquiries from its own pages only.')
    expect(savedLines()).toEqual([])
    expect((await post(fresh(), 'application/json', { Origin: `http://${host}` })).status).toBe(200)
    expect(savedLines()).toHaveLength(1)
  })

  it('answers 507 once its file is full, and keeps what it holds', async () => {
    writeFileSync(file, '')
    truncateSync(file, 50 * 1024 * 1024 - 100)
    const { status, answer } = await post(fresh())
    expect(status).toBe(507)
    expect(answer.message).toBe(`enquiries.jsonl is full (${50 * 1024 * 1024} bytes): not saved.`)
    expect(statSync(file).size).toBe(50 * 1024 * 1024 - 100)
  })

  it('knows a retry after a restart: ids are read back from its file', async () => {
    const once = fresh()
    expect((await post(once)).status).toBe(200)
    const restarted = localEnquiryEndpoint(file)
    const retry = await withServer(restarted, (at) => post(once, undefined, {}, at))
    expect(retry).toMatchObject({ status: 200, answer: { success: true } })
    expect(savedLines()).toHaveLength(1)
  })

  it('answers 405 with Allow to any other method', async () => {
    const response = await fetch(`${base}/api/enquiries`, { method: 'PUT', body: '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})
