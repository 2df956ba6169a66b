import { createHash } from 'node:crypto'

import { RESTORE_CHECKLIST_SCRIPT } from '../blueprint/restoreChecklistScript.ts'
import { heroIntroScript } from '../hero-intro/heroIntro.ts'
import { suggestionScript } from '../language-suggestion/suggestionScript.ts'
import { speculationRules } from '../navigation/speculationRules.ts'
import { NO_JS_SWITCH_SCRIPT } from '../no-js/noJsSwitch.ts'

/** Every inline script, as the exact text the CSP hashes; browser tests fail on one missing (JSON-LD is data, not script). */
export const inlineScripts: readonly string[] = [
  NO_JS_SWITCH_SCRIPT,
  suggestionScript(),
  speculationRules(),
  heroIntroScript(),
  RESTORE_CHECKLIST_SCRIPT,
]

export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}
