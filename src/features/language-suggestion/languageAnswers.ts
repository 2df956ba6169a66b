import { rememberSuggestionAnswer, type SuggestionAnswer } from './suggestionMemory'
import { hideSuggestion } from './suggestionScript'

/**
 * The visitor's answers to the language question, wherever they give one
 * (`data-language-answer`): a language chosen in the notice or the switcher, or the notice
 * dismissed, which also takes it away. Remembered, so the notice is not offered again.
 */
export function rememberLanguageAnswers(): void {
  document.addEventListener('click', (event) => {
    const answered = (event.target as Element).closest?.<HTMLElement>('[data-language-answer]')
    const answer = answered?.dataset.languageAnswer as SuggestionAnswer | undefined
    if (!answer) return
    rememberSuggestionAnswer(answer)
    if (answer === 'dismissed') hideSuggestion()
  })
}
