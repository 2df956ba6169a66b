import { localeCodes } from '../../config/locales.ts'

/**
 * The visitor's answer, in local storage: `dismissed`, or the code of a language they chose
 * (through the notice or the switcher; suggestionMemory.ts keeps it).
 */
export const SUGGESTION_STORAGE_KEY = 'language-suggestion'

/** The notice's translations, in every language: a page offers another language in its words. */
export const SUGGESTION_NAMESPACE = 'languageSuggestion'

/** Crawlers that run scripts still never get the notice: it is for people. */
const CRAWLERS = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly/i

/**
 * Inline script at the top of the head: decides before the first paint whether to offer the
 * page in another of the site's languages, and names it in `<html data-suggest>`, which shows
 * that language's prerendered notice (LanguageSuggestion). The notice is in the flow from the
 * first paint, so it covers nothing and moves nothing; without JavaScript there is none.
 *
 * The language offered is the first of the browser's preferred ones (`navigator.languages`)
 * that the site has, when it is not the page's own: `['fr', 'es']` offers Spanish, and a visitor
 * whose first available language is the page's is offered nothing. Nothing is offered to
 * crawlers, nor to a visitor who answered before; anything else stored is no answer, and storage
 * that throws holds none.
 *
 * Built by a function, not held in a constant, so that the pages' JavaScript, which imports this
 * module's key and `hideSuggestion`, does not carry the script's text: the bundler cannot drop a
 * constant computed by a call.
 */
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
