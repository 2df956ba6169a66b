import type { EnquiryPayload } from './enquiry'

/** No answer within this long counts as a failure (the request is aborted). */
export const SUBMIT_TIMEOUT_MS = 15_000

/** `rate-limited`: the service answered 429, and blocks the sender's address for about an hour. */
export type SubmitOutcome = 'success' | 'error' | 'rate-limited'

/**
 * Posts an enquiry to the form service and says whether it was accepted. Only an HTTP success
 * whose JSON body says `"success": true` counts; `success: false`, another status, a body that is
 * not JSON, a network failure and no answer within the timeout are all failures, and a 429 is
 * told apart, since trying again will not help for an hour. Never throws.
 */
export async function submitEnquiry(
  endpoint: string,
  payload: EnquiryPayload,
  { timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl = fetch } = {},
): Promise<SubmitOutcome> {
  const controller = new AbortController()
  // A timer rather than AbortSignal.timeout(), so tests can run it on a fake clock.
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    })
    if (response.status === 429) return 'rate-limited'
    if (!response.ok) return 'error'
    const body: unknown = await response.json()
    return typeof body === 'object' && body !== null && 'success' in body && body.success === true
      ? 'success'
      : 'error'
  } catch {
    return 'error'
  } finally {
    clearTimeout(timer)
  }
}
