import { fileURLToPath } from 'node:url'

// Kept apart from a developer's own `enquiries.local.jsonl`.
export const ENQUIRIES_FILE = fileURLToPath(
  new URL('../../reports/e2e-enquiries.jsonl', import.meta.url),
)
