import { describe, expect, it } from 'vitest'

import { buildEnquiryPayload, emptyDraft } from '../src/features/contact/enquiry'
import { enquiryProblems } from './localEnquiries'

const payload = buildEnquiryPayload(
  { ...emptyDraft, name: 'Ana', email: 'ana@example.com', service: 'seo', message: 'Hello' },
  { accessKey: '', toEmail: 'hello@example.com', honeypot: false, submissionId: 'draft-1' },
)

describe('enquiryProblems (the local stand-in for the form service)', () => {
  it('accepts what the form sends', () => {
    expect(enquiryProblems(payload)).toEqual([])
  })

  it('names a missing, mistyped, blank or unknown field', () => {
    const withoutBudget: Partial<typeof payload> = { ...payload }
    delete withoutBudget.budget
    expect(enquiryProblems(withoutBudget)).toEqual([expect.stringMatching(/^"budget": .*string/)])
    expect(enquiryProblems({ ...payload, botcheck: 'no' })).toEqual([
      expect.stringMatching(/^"botcheck": .*boolean/),
    ])
    expect(enquiryProblems({ ...payload, message: '  ' })).toEqual(['"message": empty'])
    expect(enquiryProblems({ ...payload, phone: '555' })).toEqual([
      expect.stringMatching(/key: "phone"/),
    ])
  })

  it('refuses a ticked honeypot and anything that is not an object', () => {
    expect(enquiryProblems({ ...payload, botcheck: true })).toEqual(['the honeypot was ticked'])
    expect(enquiryProblems([])).toEqual([expect.stringContaining('expected object')])
  })
})
