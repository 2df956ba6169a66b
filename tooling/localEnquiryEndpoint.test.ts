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

const enquiry = JSON.stringify(
  buildEnquiryPayload(
    { ...emptyDraft, name: 'Ana', email: 'ana@example.com', service: 'seo', message: 'Hola' },
    { accessKey: '', toEmail: 'hello@example.com', honeypot: false, submissionId: 'draft-1' },
  ),
)

async function post(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/enquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  })
  return { status: response.status, answer: (await response.json()) as Record<string, unknown> }
}

const savedLines = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [])

describe('the local enquiry endpoint', () => {
  it('saves what the form sends as one line, in a file only its owner may read, naming no folder of this machine', async () => {
    const { status, answer } = await post(enquiry)
    expect(status).toBe(200)
    expect(answer).toEqual({ success: true, message: 'Enquiry saved to enquiries.jsonl.' })
    expect(savedLines()).toHaveLength(1)
    expect(JSON.parse(savedLines()[0] ?? '')).toMatchObject({ name: 'Ana', message: 'Hola' })
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('takes a complete form posted without JavaScript and sends the browser to a path of its own, never another host', async () => {
    const form = (redirect: string, message = 'Hola') =>
      fetch(`${base}/api/enquiries`, {
        method: 'POST',
        body: new URLSearchParams({
          ...Object.fromEntries(
            ['access_key', 'company', 'plan', 'timeline', 'budget'].map((name) => [name, '']),
          ),
          subject: 'New enquiry from the website',
          redirect,
          name: 'Ana',
          email: 'ana@example.com',
          service: 'seo',
          ...(message ? { message } : {}),
        }),
        redirect: 'manual',
      })
    for (const [redirect, location] of [
      ['https://example.com/pt/obrigado', '/pt/obrigado'],
      ['https://x//evil.com/x', '/'],
      ['https://x/\\evil.com/x', '/'],
      ['javascript:alert(1)', '/'],
    ] as const) {
      const response = await form(redirect)
      expect(response.status, redirect).toBe(303)
      expect(response.headers.get('location'), redirect).toBe(location)
    }
    expect(JSON.parse(savedLines()[0] ?? '')).toMatchObject({ name: 'Ana', botcheck: false })
    const incomplete = await form('https://example.com/es/gracias', '')
    expect(incomplete.status).toBe(400)
    expect(await incomplete.json()).toMatchObject({
      message: expect.stringMatching(/"message": .*string/),
    })
    expect(savedLines()).toHaveLength(4)
  })

  it('refuses, saving nothing, a body that is not JSON or a form (415), too large (413) or malformed (400)', async () => {
    for (const type of ['text/plain', 'multipart/form-data']) {
      const { status, answer } = await post(enquiry, { 'Content-Type': type })
      expect(status, type).toBe(415)
      expect(String(answer.message)).toContain(
        'application/json or application/x-www-form-urlencoded',
      )
    }
    const huge = await post(enquiry.replace('"Hola"', `"${'x'.repeat(5 * 1024 * 1024)}"`))
    expect(huge.status).toBe(413)
    expect(String(huge.answer.message)).toMatch(/larger than \d+ bytes/)
    const malformed = await post('{"name": "Ana",')
    expect(malformed).toMatchObject({ status: 400, answer: { message: 'The body is not JSON.' } })
    expect(savedLines()).toEqual([])
  })

  it('refuses posts from other websites, and takes its own pages’', async () => {
    const other = await post(enquiry, { Origin: 'https://evil.example' })
    expect(other.status).toBe(403)
    expect(other.answer.message).toBe('This server takes enquiries from its own pages only.')
    expect(savedLines()).toEqual([])
    expect((await post(enquiry, { Origin: base })).status).toBe(200)
  })

  it('answers 507 once its file is full, and keeps what it holds', async () => {
    writeFileSync(file, '')
    truncateSync(file, 50 * 1024 * 1024 - 100)
    const { status, answer } = await post(enquiry)
    expect(status).toBe(507)
    expect(answer.message).toBe(`enquiries.jsonl is full (${50 * 1024 * 1024} bytes): not saved.`)
    expect(statSync(file).size).toBe(50 * 1024 * 1024 - 100)
  })

  it('answers 405 with Allow to any other method', async () => {
    const response = await fetch(`${base}/api/enquiries`, { method: 'PUT', body: '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})
