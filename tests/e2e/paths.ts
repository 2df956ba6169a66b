import { fileURLToPath } from 'node:url'

/**
 * Where the preview server started for the browser tests appends enquiries (its `ENQUIRIES_FILE`),
 * kept apart from a developer's own `enquiries.local.jsonl`.
 */
export const ENQUIRIES_FILE = fileURLToPath(
  new URL('../../reports/e2e-enquiries.jsonl', import.meta.url),
)
