import { isLocale, type Locale } from '../../config/locales'
import { browserStorage } from '../storage/browserStorage'
import { readStoredText, writeStoredText } from '../storage/storedText'

/**
 * The visitor's answer to the language suggestion, kept in local storage so it is asked once:
 * `dismissed`, or the code of a language they chose (through the notice or the switcher).
 * Anything else stored under the key is no answer. Storage that throws forgets the answer when
 * the visit ends, and never breaks the page.
 */
export const SUGGESTION_STORAGE_KEY = 'language-suggestion'

export type SuggestionAnswer = 'dismissed' | Locale

export function readSuggestionAnswer(
  storage: () => Storage | null = browserStorage,
): SuggestionAnswer | null {
  const value = readStoredText(SUGGESTION_STORAGE_KEY, storage)
  return value === 'dismissed' || (value !== null && isLocale(value)) ? value : null
}

export function rememberSuggestionAnswer(
  answer: SuggestionAnswer,
  storage: () => Storage | null = browserStorage,
): void {
  // Not kept where storage refuses it: the notice may be offered again on a later visit.
  writeStoredText(SUGGESTION_STORAGE_KEY, answer, storage)
}
