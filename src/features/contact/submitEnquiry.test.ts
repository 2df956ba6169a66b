import { afterEach, describe, expect, it, vi } from 'vitest'

import { buildEnquiryPayload, emptyDraft } from './enquiry'
import { SUBMIT_TIMEOUT_MS, submitEnquiry } from './submitEnquiry'

const payload = buildEnquiryPayload(
  { ...emptyDraft, name: 'Ana', email: 'ana@example.com', service: 'seo', message: 'Hi' },
  { accessKey: 'key', toEmail: 'inbox@example.com', honeypot: false, submissionId: 'draft-1' },
)

const answering = (body: string, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }))

describe('submitEnquiry', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('posts the payload as JSON and succeeds only on success: true', async () => {
    const fetchImpl = answering('{"success":true,"message":"ok"}')
    expect(await submitEnquiry('https://forms.example/submit', payload, { fetchImpl })).toBe(
      'success',
    )
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(url).toBe('https://forms.example/submit')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    })
    expect(JSON.parse(String(init?.body))).toEqual(payload)
  })

  it.each([
    ['success: false', answering('{"success":false,"message":"Invalid access key"}')],
    ['a success flag that is not true', answering('{"success":"yes"}')],
    ['a body that is not JSON', answering('<html>Bad gateway</html>')],
  ])('fails on %s', async (_case, fetchImpl) => {
    expect(await submitEnquiry('/api/enquiries', payload, { fetchImpl })).toBe('error')
  })

  it.each([
    [429, 'rateLimited'],
    [400, 'refused'],
    [403, 'refused'],
    [500, 'unavailable'],
    [503, 'unavailable'],
  ])('tells an HTTP %i apart as %s', async (status, reason) => {
    const fetchImpl = answering('{"success":false}', status)
    expect(await submitEnquiry('/api/enquiries', payload, { fetchImpl })).toBe(reason)
  })

  it('tells a connection that failed from a browser that is offline', async () => {
    const failing = vi.fn<typeof fetch>(async () =>
      Promise.reject(new TypeError('Failed to fetch')),
    )
    const online = { fetchImpl: failing, isOnline: () => true }
    expect(await submitEnquiry('/api/enquiries', payload, online)).toBe('network')
    let connected = true
    const droppedMidSend = vi.fn<typeof fetch>(async () => {
      connected = false
      throw new TypeError('Failed to fetch')
    })
    const dropped = { fetchImpl: droppedMidSend, isOnline: () => connected }
    expect(await submitEnquiry('/api/enquiries', payload, dropped)).toBe('offline')
  })

  it('sends nothing while the browser is offline', async () => {
    const fetchImpl = answering('{"success":true}')
    const offline = { fetchImpl, isOnline: () => false }
    expect(await submitEnquiry('/api/enquiries', payload, offline)).toBe('offline')
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('gives up after 15 seconds without an answer', async () => {
    vi.useFakeTimers()
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')))
        }),
    )
    const outcome = submitEnquiry('/api/enquiries', payload, { fetchImpl, isOnline: () => true })
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1)
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBe('timeout')
  })
})
