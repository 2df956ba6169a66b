import type { Locale } from '../../config/locales'
import { browserStorage } from '../storage/browserStorage'
import { writeStoredText } from '../storage/storedText'
import { SUGGESTION_STORAGE_KEY } from './suggestionScript'

/** Kept so the question is asked once; storage that throws forgets it with the page, never breaking it. */
export type SuggestionAnswer = 'dismissed' | Locale

export function rememberSuggestionAnswer(
  answer: SuggestionAnswer,
  storage: () => Storage | null = browserStorage,
): void {
  // Not kept where storage refuses it: the notice may be offered again on a later visit.
  writeStoredText(SUGGESTION_STORAGE_KEY, answer, storage)
}
