import { basename } from 'node:path'

import { loadEnv, type Plugin } from 'vite'
import { z } from 'zod'

import { formServiceFrom, LOCAL_ENQUIRY_ENDPOINT } from '../src/config/formService.ts'
import { enquiryFieldTypes, htmlFormFieldNames } from '../src/features/contact/enquiry.ts'
import { contractProblems, jsonLinesEndpoint, onDevAndPreviewServers } from './localEndpoint.ts'
import { enquiriesFile } from './localStores.ts'

/** A thousand enquiries at the largest the form sends; past it, enquiries are refused, not kept. */
const MAX_STORE_BYTES = 50 * 1024 * 1024

/** Far above any enquiry the form can send (its message is the only long field). */
const MAX_ENQUIRY_BYTES = 1024 * 1024

/** Fields the form never sends blank, with its script and without. */
const REQUIRED = ['subject', 'name', 'email', 'service', 'message'] as const
const REQUIRED_IN_JSON = [...REQUIRED, 'to_email', 'submission_id'] as const
const REQUIRED_IN_FORM = [...REQUIRED, 'redirect'] as const

/** The fields of the HTML form's post: text, but for the honeypot, sent only when ticked. */
const htmlFormFieldTypes = Object.fromEntries(
  htmlFormFieldNames.map((name) => [name, name === 'botcheck' ? 'boolean' : 'string']),
)

/** The service's contract: every field of its type, none other, the required ones not blank, the honeypot not ticked. */
function contract(types: Readonly<Record<string, string>>, required: readonly string[]) {
  const fields = Object.entries(types).map(([field, type]) => [
    field,
    type === 'boolean'
      ? z.boolean()
      : z.string().refine((text) => !required.includes(field) || text.trim() !== '', 'empty'),
  ])
  return contractProblems(
    z
      .strictObject(Object.fromEntries(fields))
      .refine((body) => body.botcheck !== true, 'the honeypot was ticked'),
  )
}

export const enquiryProblems = contract(enquiryFieldTypes, REQUIRED_IN_JSON)
const htmlFormProblems = contract(htmlFormFieldTypes, REQUIRED_IN_FORM)

function htmlFormEnquiry(fields: URLSearchParams): Record<string, string | boolean> {
  return { ...Object.fromEntries(fields), botcheck: fields.has('botcheck') }
}

/** The thank-you page the form names, as a path here (`//host/x`, `/\host` are other hosts). */
function thankYouPath(enquiry: object): string {
  const { redirect } = enquiry as { redirect: string }
  const path = URL.canParse(redirect) ? new URL(redirect).pathname : '/'
  return /^\/(?![/\\])/.test(path) ? path : '/'
}

// Vike loads the config afresh for each build step: a process-wide flag keeps the warning to one.
const WARNED = Symbol.for('agency-site:local-enquiries-warned')
const processFlags = globalThis as Record<symbol, boolean | undefined>

export function localEnquiryEndpoint(file: string) {
  return jsonLinesEndpoint({
    path: LOCAL_ENQUIRY_ENDPOINT,
    file,
    maxBytes: MAX_ENQUIRY_BYTES,
    maxFileBytes: MAX_STORE_BYTES,
    // The form's script posts JSON; the form posted without it is the `htmlForm` mode.
    contentTypes: ['application/json'],
    noun: { one: 'enquiry', many: 'enquiries' },
    problems: enquiryProblems,
    reply: (success, message) => ({ success, message }),
    saved: { status: 200, message: `Enquiry saved to ${basename(file)}.` },
    htmlForm: { body: htmlFormEnquiry, problems: htmlFormProblems, redirect: thankYouPath },
  })
}

/** Used when no access key is set; a build without one warns loudly, as on a static host every enquiry would fail. */
export function localEnquiries(): Plugin {
  const file = enquiriesFile()
  return {
    name: 'local-enquiries',
    ...onDevAndPreviewServers(localEnquiryEndpoint(file)),
    configResolved(config) {
      if (config.command !== 'build' || processFlags[WARNED]) return
      if (formServiceFrom(loadEnv(config.mode, config.root, 'VITE_')).configured) return
      processFlags[WARNED] = true
      config.logger.warn(
        [
          '',
          '  ┌──────────────────────────────────────────────────────────────────────────┐',
          '  │ No VITE_FORM_ACCESS_KEY: the contact form posts to /api/enquiries,       │',
          '  │ which only `npm start` and `npm run dev` answer. Deployed as is, every   │',
          '  │ enquiry fails. Set the key (see .env.example) before building to deploy. │',
          '  └──────────────────────────────────────────────────────────────────────────┘',
          '',
        ].join('\n'),
      )
    },
  }
}
