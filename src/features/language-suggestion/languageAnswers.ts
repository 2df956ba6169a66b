import { rememberSuggestionAnswer, type SuggestionAnswer } from './suggestionMemory'
import { hideSuggestion } from './suggestionScript'

/** Remembers every `data-language-answer` (a language chosen, the notice dismissed), so it is not offered again. */
export function rememberLanguageAnswers(): void {
  document.addEventListener('click', (event) => {
    const answered = (event.target as Element).closest?.<HTMLElement>('[data-language-answer]')
    const answer = answered?.dataset.languageAnswer as SuggestionAnswer | undefined
    if (!answer) return
    rememberSuggestionAnswer(answer)
    if (answer === 'dismissed') hideSuggestion()
  })
}
