import type { EnquiryPayload } from './enquiry'

/** No answer within this long counts as a failure (the request is aborted). */
export const SUBMIT_TIMEOUT_MS = 15_000

/** Why a send failed, each worded for the visitor in `contact:form.failed.<reason>` (a 429 blocks for about an hour). */
export type FailureReason =
  'offline' | 'network' | 'timeout' | 'rateLimited' | 'refused' | 'unavailable' | 'error'
export type SubmitOutcome = 'success' | FailureReason

function failureOf(status: number): FailureReason {
  if (status === 429) return 'rateLimited'
  return status >= 500 ? 'unavailable' : status >= 400 ? 'refused' : 'error'
}

// Only a browser that says it is offline is: Node's navigator has no `onLine`.
const browserIsOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

export async function submitEnquiry(
  endpoint: string,
  payload: EnquiryPayload,
  { timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl = fetch, isOnline = browserIsOnline } = {},
): Promise<SubmitOutcome> {
  if (!isOnline()) return 'offline'
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
    if (!response.ok) return failureOf(response.status)
    const body: unknown = await response.json().catch(() => undefined)
    return typeof body === 'object' && body !== null && 'success' in body && body.success === true
      ? 'success'
      : 'error'
  } catch {
    if (controller.signal.aborted) return 'timeout'
    return isOnline() ? 'network' : 'offline'
  } finally {
    clearTimeout(timer)
  }
}
