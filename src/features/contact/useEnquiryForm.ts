import { type FormEvent, useEffect, useRef, useState } from 'react'

import { formService } from '../../config/form'
import { site } from '../../config/site'
import { track } from '../analytics/tracking'
import { buildEnquiryPayload, emptyDraft, type EnquiryDraft, enquiryFields } from './enquiry'
import { readSavedDraft, type StoredDraft, writeSavedDraft } from './savedDraft'
import { submitEnquiry, type SubmitOutcome } from './submitEnquiry'

export type FormStatus = 'idle' | 'sending' | SubmitOutcome

/** 128 random bits: `randomUUID` needs a secure context, which `HOST=0.0.0.0 npm start` on a phone is not. */
const newSubmissionId = () => crypto.getRandomValues(new Uint32Array(4)).join('-')

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const controlIn = (form: HTMLFormElement, id: keyof EnquiryDraft) =>
  form.elements.namedItem(id) as Control

/** The form's fields hold the draft; a list set to an option it lacks reads as none chosen. */
function draftIn(form: HTMLFormElement): EnquiryDraft {
  const values = enquiryFields.map(({ id }) => [id, controlIn(form, id).value])
  return Object.fromEntries(values) as EnquiryDraft
}

/** Puts text into the fields (with `emptyOnly`, only where none is shown); anything else is skipped. */
function fill(form: HTMLFormElement, values: StoredDraft['draft'], emptyOnly = false) {
  for (const { id } of enquiryFields) {
    const control = controlIn(form, id)
    const value = values?.[id]
    if (typeof value !== 'string' || (emptyOnly && control.value !== '')) continue
    control.value = value
    // A list given an option it does not offer would show a blank box, not its placeholder.
    if (control instanceof HTMLSelectElement && control.selectedIndex < 0) control.selectedIndex = 0
  }
}

/** The form's state (idle -> sending -> success | failure) and a copy of its draft, kept in session storage (docs/decisions.md). */
export function useEnquiryForm() {
  const form = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState<EnquiryDraft>(emptyDraft)
  const [status, setStatus] = useState<FormStatus>('idle')
  // The button is disabled while sending, but a second click can land before React re-renders.
  const sending = useRef(false)
  // The id of the draft's last send, forgotten once the draft changes: a retry is known as one.
  const submissionId = useRef<string>(undefined)

  function keep(next: EnquiryDraft) {
    setDraft(next)
    writeSavedDraft({ draft: next, submissionId: submissionId.current })
  }

  // Fields the page and the visitor left empty take the tab's saved draft.
  useEffect(() => {
    if (!form.current) return
    const saved = readSavedDraft()
    fill(form.current, saved?.draft, true)
    const shown = draftIn(form.current)
    const unchanged = enquiryFields.every(({ id }) => shown[id] === saved?.draft?.[id])
    if (unchanged && typeof saved?.submissionId === 'string')
      submissionId.current = saved.submissionId
    setDraft(shown)
    writeSavedDraft({ draft: shown, submissionId: submissionId.current })
  }, [])

  function change() {
    if (!form.current) return
    // A list can still be opened while sending: it goes back to what was sent.
    if (sending.current) return fill(form.current, draft)
    submissionId.current = undefined
    keep(draftIn(form.current))
    setStatus((current) => (current === 'success' ? 'idle' : current))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setStatus('sending')
    const honeypot = new FormData(event.currentTarget).has('botcheck')
    submissionId.current ??= newSubmissionId()
    writeSavedDraft({ draft, submissionId: submissionId.current })
    const outcome = await submitEnquiry(
      formService.endpoint,
      buildEnquiryPayload(draft, {
        accessKey: formService.accessKey,
        toEmail: site.email,
        honeypot,
        submissionId: submissionId.current,
      }),
    )
    sending.current = false
    setStatus(outcome)
    track({ name: outcome === 'success' ? 'enquiry-sent' : 'enquiry-failed' })
    if (outcome !== 'success' || !form.current) return
    submissionId.current = undefined
    fill(form.current, emptyDraft)
    keep(emptyDraft)
  }

  return { form, draft, status, change, submit }
}
