import { describe, expect, it } from 'vitest'

import { buildEnquiryPayload, emptyDraft, type EnquiryDraft } from './enquiry'

const draft: EnquiryDraft = {
  name: '  Lucía Torres ',
  email: 'lucia@example.com ',
  company: 'Casa Azul',
  service: 'shopify',
  plan: 'shopify-review',
  timeline: 'quarter',
  budget: 'from15k',
  message: 'We need a faster store.\nBefore Black Friday.',
}

const settings = {
  accessKey: 'public-key',
  toEmail: 'inbox@example.com',
  honeypot: false,
  submissionId: 'draft-1',
}

describe('buildEnquiryPayload', () => {
  it('sends exactly the contract’s fields, lists as their English labels, the name in the subject', () => {
    expect(buildEnquiryPayload(draft, settings)).toEqual({
      access_key: 'public-key',
      to_email: 'inbox@example.com',
      subject: 'New enquiry from Lucía Torres',
      from_name: 'Lucía Torres',
      name: 'Lucía Torres',
      email: 'lucia@example.com',
      company: 'Casa Azul',
      service: 'Shopify Development',
      plan: 'Shopify store review',
      timeline: '1–3 months',
      budget: 'USD 15,000–USD 50,000',
      message: 'We need a faster store.\nBefore Black Friday.',
      service_selected: 'Shopify Development',
      project_timeline: '1–3 months',
      budget_range: 'USD 15,000–USD 50,000',
      botcheck: false,
      submission_id: 'draft-1',
    })
  })

  it('sends empty strings for the optional fields left blank', () => {
    const payload = buildEnquiryPayload(
      { ...emptyDraft, name: 'Ana', email: 'ana@example.com', service: 'other', message: 'Hi' },
      settings,
    )
    expect(payload).toMatchObject({
      company: '',
      timeline: '',
      budget: '',
      project_timeline: '',
      budget_range: '',
      service: 'Other',
    })
  })

  it('passes the honeypot on, so the service drops what a bot sends', () => {
    expect(buildEnquiryPayload(draft, { ...settings, honeypot: true }).botcheck).toBe(true)
  })
})
