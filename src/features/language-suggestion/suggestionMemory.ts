import type { Locale } from '../../config/locales'
import { browserStorage } from '../storage/browserStorage'
import { writeStoredText } from '../storage/storedText'
import { SUGGESTION_STORAGE_KEY } from './suggestionScript'

/**
 * The visitor's answer to the language suggestion, kept so it is asked once; the head script
 * reads it (suggestionScript.ts). Storage that throws forgets the answer when the page is left,
 * and never breaks the page.
 */
export type SuggestionAnswer = 'dismissed' | Locale

export function rememberSuggestionAnswer(
  answer: SuggestionAnswer,
  storage: () => Storage | null = browserStorage,
): void {
  // Not kept where storage refuses it: the notice may be offered again on a later visit.
  writeStoredText(SUGGESTION_STORAGE_KEY, answer, storage)
}
