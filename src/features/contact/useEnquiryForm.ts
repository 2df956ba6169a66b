import { type FormEvent, useEffect, useRef, useState } from 'react'

import { formService } from '../../config/form'
import { site } from '../../config/site'
import type { PlanOptionId, ServiceOptionId } from '../../content/contactOptions'
import { track } from '../analytics/tracking'
import { buildEnquiryPayload, emptyDraft, type EnquiryDraft } from './enquiry'
import { mergeDrafts, readSavedDraft, writeSavedDraft } from './savedDraft'
import { submitEnquiry, type SubmitOutcome } from './submitEnquiry'

export type FormStatus = 'idle' | 'sending' | SubmitOutcome

/** 128 random bits: `randomUUID` needs a secure context, which `HOST=0.0.0.0 npm start` on a phone is not. */
const newSubmissionId = () => crypto.getRandomValues(new Uint32Array(4)).join('-')

function draftIn(form: HTMLFormElement): EnquiryDraft {
  const data = new FormData(form)
  const field = (name: keyof EnquiryDraft) => String(data.get(name) ?? '')
  return {
    name: field('name'),
    email: field('email'),
    company: field('company'),
    service: field('service') as EnquiryDraft['service'],
    plan: field('plan') as EnquiryDraft['plan'],
    timeline: field('timeline') as EnquiryDraft['timeline'],
    budget: field('budget') as EnquiryDraft['budget'],
    message: field('message'),
  }
}

/** The form's state (idle -> sending -> success | failure) and its draft, kept in session storage (docs/decisions.md). */
export function useEnquiryForm(choice: { service?: ServiceOptionId; plan?: PlanOptionId }) {
  const [draft, setDraft] = useState<EnquiryDraft>(() => ({
    ...emptyDraft,
    service: choice.service ?? '',
    plan: choice.plan ?? '',
  }))
  const [status, setStatus] = useState<FormStatus>('idle')
  // The button is disabled while sending, but a second click can land before React re-renders.
  const sending = useRef(false)
  const lastSent = useRef<{ draft: EnquiryDraft; id: string }>(undefined)
  const form = useRef<HTMLFormElement>(null)

  // Empty fields are filled from the tab's saved draft; then every change is saved with the id of a send under way or failed.
  const restored = useRef(false)
  useEffect(() => {
    if (!restored.current) {
      restored.current = true
      const saved = readSavedDraft()
      const shown = form.current ? draftIn(form.current) : draft
      const taken = saved ? mergeDrafts(shown, saved.draft) : shown
      if (saved?.submissionId && JSON.stringify(taken) === JSON.stringify(saved.draft))
        lastSent.current = { draft: taken, id: saved.submissionId }
      setDraft(taken)
      return
    }
    const sent = lastSent.current
    writeSavedDraft({ draft, ...(sent?.draft === draft ? { submissionId: sent.id } : {}) })
  }, [draft, status])

  function update<Field extends keyof EnquiryDraft>(field: Field, value: EnquiryDraft[Field]) {
    // A list can still be opened while sending; its choice would not be what was sent.
    if (sending.current) return
    setDraft((current) => ({ ...current, [field]: value }))
    setStatus((current) => (current === 'success' ? 'idle' : current))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setStatus('sending')
    const honeypot = new FormData(event.currentTarget).has('botcheck')
    // Drafts are replaced, never changed in place: the same object is the same draft.
    const previous = lastSent.current
    const submissionId = previous?.draft === draft ? previous.id : newSubmissionId()
    lastSent.current = { draft, id: submissionId }
    const outcome = await submitEnquiry(
      formService.endpoint,
      buildEnquiryPayload(draft, {
        accessKey: formService.accessKey,
        toEmail: site.email,
        honeypot,
        submissionId,
      }),
    )
    sending.current = false
    setStatus(outcome)
    track({ name: outcome === 'success' ? 'enquiry-sent' : 'enquiry-failed' })
    if (outcome === 'success') {
      lastSent.current = undefined
      setDraft(emptyDraft)
    }
  }

  return { form, draft, status, update, submit }
}
