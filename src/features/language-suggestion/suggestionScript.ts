import { localeCodes } from '../../config/locales.ts'

/** The visitor's answer in local storage: `dismissed`, or the code of a language they chose. */
export const SUGGESTION_STORAGE_KEY = 'language-suggestion'

/** The notice's translations, in every language: a page offers another language in its words. */
export const SUGGESTION_NAMESPACE = 'languageSuggestion'

/** Crawlers that run scripts still never get the notice: it is for people. */
const CRAWLERS = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly/i

/** Inline head script naming the language to offer in `<html data-suggest>` before first paint (docs/decisions.md). */
export function suggestionScript(): string {
  return [
    '(function(root,codes){',
    `var answer=null;try{answer=localStorage.getItem('${SUGGESTION_STORAGE_KEY}')}catch(e){}`,
    "if(answer==='dismissed'||codes.indexOf(answer)>=0)return;",
    `if(${String(CRAWLERS)}.test(navigator.userAgent))return;`,
    "var page=root.lang.split('-')[0].toLowerCase();",
    'var wanted=navigator.languages||[navigator.language];',
    'for(var i=0;i<wanted.length;i++){',
    "var code=String(wanted[i]).split('-')[0].toLowerCase();",
    'if(codes.indexOf(code)>=0){if(code!==page)root.dataset.suggest=code;return}',
    '}',
    `})(document.documentElement,${JSON.stringify(localeCodes)})`,
  ].join('')
}

/** Takes the notice away for the rest of the page's life (the answer itself is stored apart). */
export function hideSuggestion(): void {
  delete document.documentElement.dataset.suggest
}
