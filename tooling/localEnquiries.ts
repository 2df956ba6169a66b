import { join } from 'node:path'

import { loadEnv, type Plugin } from 'vite'

import { formServiceFrom, LOCAL_ENQUIRY_ENDPOINT } from '../src/config/formService.ts'
import { enquiryFieldTypes } from '../src/features/contact/enquiry.ts'
import { jsonLinesEndpoint, onDevAndPreviewServers } from './localEndpoint.ts'

/** Far above any enquiry the form can send (its message is the only long field). */
const MAX_ENQUIRY_BYTES = 1024 * 1024

/** The form posts JSON (`submitEnquiry`); the stand-in takes nothing else. */
const ACCEPTED_TYPES = ['application/json']

/** Fields the form never sends blank. */
const REQUIRED = ['to_email', 'subject', 'name', 'email', 'service', 'message'] as const

/** What is wrong with a posted enquiry, as the form service would see it; empty when nothing. */
export function enquiryProblems(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return ['the body is not a JSON object']
  }
  const record = body as Record<string, unknown>
  const problems: string[] = []
  for (const [field, type] of Object.entries(enquiryFieldTypes)) {
    if (typeof record[field] !== type) problems.push(`"${field}" should be a ${type}`)
  }
  for (const field of Object.keys(record)) {
    if (!Object.hasOwn(enquiryFieldTypes, field))
      problems.push(`"${field}" is not part of the contract`)
  }
  for (const field of REQUIRED) {
    if (typeof record[field] === 'string' && record[field].trim() === '') {
      problems.push(`"${field}" is empty`)
    }
  }
  if (record.botcheck === true) problems.push('the honeypot was ticked')
  return problems
}

// Vike loads the config afresh for each build step (client, server, prerender), each time a new
// copy of this module: a process-wide flag keeps the warning to one.
const WARNED = Symbol.for('agency-site:local-enquiries-warned')
const processFlags = globalThis as Record<symbol, boolean | undefined>

/** The form service's stand-in: answers `/api/enquiries` and appends each enquiry to `file`. */
export function localEnquiryEndpoint(file: string) {
  return jsonLinesEndpoint({
    path: LOCAL_ENQUIRY_ENDPOINT,
    file,
    maxBytes: MAX_ENQUIRY_BYTES,
    contentTypes: ACCEPTED_TYPES,
    noun: { one: 'enquiry', many: 'enquiries' },
    problems: enquiryProblems,
    reply: (success, message) => ({ success, message }),
    saved: { status: 200, message: `Enquiry saved to ${file}.` },
  })
}

/**
 * Stands in for the form service when no access key is configured: `npm run dev` and `npm start`
 * answer the form's POST to `/api/enquiries` as Web3Forms would (`{ success, message }`), after
 * checking the payload, and append each enquiry as one JSON line to `enquiries.local.jsonl`
 * (git-ignored; `ENQUIRIES_FILE` moves it). A production build without a key warns loudly: on a
 * static host that endpoint does not exist, so every enquiry would fail.
 */
export function localEnquiries(root: string): Plugin {
  const file = process.env.ENQUIRIES_FILE || join(root, 'enquiries.local.jsonl')
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
