import {
  type BudgetOptionId,
  budgetOptionValues,
  type PlanOptionId,
  planOptionValues,
  type ServiceOptionId,
  serviceOptionValues,
  type TimelineOptionId,
  timelineOptionValues,
} from '../../content/contactOptions.ts' // with its extension: vite.config.ts loads this file

/** What the visitor has typed and chosen so far; an empty string is "not chosen". */
export interface EnquiryDraft {
  name: string
  email: string
  company: string
  service: ServiceOptionId | ''
  /** The plan or offer a button chose (`/contact/seo-growth`), which the visitor may change. */
  plan: PlanOptionId | ''
  timeline: TimelineOptionId | ''
  budget: BudgetOptionId | ''
  message: string
}

/** The fields in the form's order and whether each is required: form, checks and privacy notice read them here. */
export const enquiryFields = [
  { id: 'name', required: true },
  { id: 'email', required: true },
  { id: 'company', required: false },
  { id: 'service', required: true },
  { id: 'plan', required: false },
  { id: 'timeline', required: false },
  { id: 'budget', required: false },
  { id: 'message', required: true },
] as const satisfies readonly { id: keyof EnquiryDraft; required: boolean }[]

export type EnquiryFieldId = (typeof enquiryFields)[number]['id']

export function isRequiredField(id: EnquiryFieldId): boolean {
  return enquiryFields.some((field) => field.id === id && field.required)
}

export const emptyDraft = Object.fromEntries(
  enquiryFields.map(({ id }) => [id, '']),
) as Readonly<EnquiryDraft>

/** The script's body for the form service, field for field (docs/contact-form.md); the local stand-in checks it too. */
export const enquiryFieldTypes = {
  access_key: 'string',
  to_email: 'string',
  subject: 'string',
  from_name: 'string',
  name: 'string',
  email: 'string',
  company: 'string',
  service: 'string',
  plan: 'string',
  timeline: 'string',
  budget: 'string',
  message: 'string',
  service_selected: 'string',
  project_timeline: 'string',
  budget_range: 'string',
  botcheck: 'boolean',
  /** The same on a retry of the same draft, so the inbox can tell a repeat from a new enquiry. */
  submission_id: 'string',
} as const

/** What the form's HTML posts without script: visible fields, hidden `access_key`, `subject`, `redirect` (and a bot's `botcheck`). */
export const htmlFormFieldNames = [
  'access_key',
  'subject',
  'redirect',
  ...enquiryFields.map((field) => field.id),
  'botcheck',
] as const

/** The subject of an enquiry sent without JavaScript, which cannot name its sender. */
export const HTML_FORM_SUBJECT = 'New enquiry from the website'

type FieldValue<Type> = Type extends 'boolean' ? boolean : string

export type EnquiryPayload = {
  -readonly [Field in keyof typeof enquiryFieldTypes]: FieldValue<(typeof enquiryFieldTypes)[Field]>
}

interface PayloadSettings {
  accessKey: string
  toEmail: string
  /** Whether the hidden honeypot was ticked: only bots do, and the service drops those. */
  honeypot: boolean
  submissionId: string
}

/** The service's payload: lists as English labels so every language's enquiry reads alike; the subject names the sender. */
export function buildEnquiryPayload(
  draft: EnquiryDraft,
  settings: PayloadSettings,
): EnquiryPayload {
  const name = draft.name.trim()
  const service = draft.service ? serviceOptionValues[draft.service] : ''
  const plan = draft.plan ? planOptionValues[draft.plan] : ''
  const timeline = draft.timeline ? timelineOptionValues[draft.timeline] : ''
  const budget = draft.budget ? budgetOptionValues[draft.budget] : ''
  return {
    access_key: settings.accessKey,
    to_email: settings.toEmail,
    subject: `New enquiry from ${name}`,
    from_name: name,
    name,
    email: draft.email.trim(),
    company: draft.company.trim(),
    service,
    plan,
    timeline,
    budget,
    message: draft.message,
    service_selected: service,
    project_timeline: timeline,
    budget_range: budget,
    botcheck: settings.honeypot,
    submission_id: settings.submissionId,
  }
}
