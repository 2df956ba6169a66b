import { type FormEvent, useEffect, useRef, useState } from 'react'

import { formService } from '../../config/form'
import { site } from '../../config/site'
import { useTrack } from '../analytics/tracking'
import { buildEnquiryPayload, emptyDraft, type EnquiryDraft } from './enquiry'
import { submitEnquiry } from './submitEnquiry'

export type FormStatus = 'idle' | 'sending' | 'success' | 'error'

/** How long the success message stays before the form returns to idle. */
const SUCCESS_MESSAGE_MS = 5_000

/**
 * The contact form's state: the draft, and idle -> sending -> success | error. Success clears
 * the draft and its message goes after 5 s; an error keeps every field as typed and stays until
 * the next submission. A submission while one is under way sends nothing.
 */
export function useEnquiryForm() {
  const track = useTrack()
  const [draft, setDraft] = useState<EnquiryDraft>(emptyDraft)
  const [status, setStatus] = useState<FormStatus>('idle')
  // The button is disabled while sending, but a second click can land before React re-renders.
  const sending = useRef(false)
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(successTimer.current), [])

  function update<Field extends keyof EnquiryDraft>(field: Field, value: EnquiryDraft[Field]) {
    setDraft((current) => ({ ...current, [field]: value }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    clearTimeout(successTimer.current)
    setStatus('sending')
    const honeypot = new FormData(event.currentTarget).has('botcheck')
    const outcome = await submitEnquiry(
      formService.endpoint,
      buildEnquiryPayload(draft, {
        accessKey: formService.accessKey,
        toEmail: site.email,
        honeypot,
      }),
    )
    sending.current = false
    setStatus(outcome)
    track({ name: outcome === 'success' ? 'enquiry-sent' : 'enquiry-failed' })
    if (outcome === 'success') {
      setDraft(emptyDraft)
      successTimer.current = setTimeout(() => setStatus('idle'), SUCCESS_MESSAGE_MS)
    }
  }

  return { draft, status, update, submit }
}
