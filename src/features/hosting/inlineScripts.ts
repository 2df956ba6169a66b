import { createHash } from 'node:crypto'

import { RESTORE_CHECKLIST_SCRIPT } from '../blueprint/restoreChecklistScript.ts'
import { heroIntroScript } from '../hero-intro/heroIntro.ts'
import { suggestionScript } from '../language-suggestion/suggestionScript.ts'
import { speculationRules } from '../navigation/speculationRules.ts'
import { NO_JS_SWITCH_SCRIPT } from '../no-js/noJsSwitch.ts'

/**
 * Every script the site writes inline into its pages, as the exact text the browser hashes.
 * The Content-Security-Policy admits these and nothing else inline, so a new inline script must
 * be listed here; the browser tests fail on any inline script in `dist` whose hash is missing.
 * (JSON-LD and Vike's page context are data blocks, not scripts: CSP does not apply to them.)
 */
export const inlineScripts: readonly string[] = [
  NO_JS_SWITCH_SCRIPT,
  suggestionScript(),
  speculationRules(),
  heroIntroScript(),
  RESTORE_CHECKLIST_SCRIPT,
]

/** The CSP source for one inline script: `'sha256-<base64 of its UTF-8 text>'`. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}
