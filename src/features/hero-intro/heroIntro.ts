/** Session storage: set when the intro has played in this tab, so it plays only once. */
export const HERO_INTRO_STORAGE_KEY = 'home-intro-played'

/** Marks a visit's first home page `data-intro="play"`; headline and button never animate (issue 78: a second of LCP). */
export function heroIntroScript(): string {
  return [
    '(function(root){',
    "if(matchMedia('(prefers-reduced-motion: reduce)').matches)return;",
    "if(document.referrer.indexOf(location.origin+'/')===0)return;",
    `try{if(sessionStorage.getItem('${HERO_INTRO_STORAGE_KEY}'))return;`,
    `sessionStorage.setItem('${HERO_INTRO_STORAGE_KEY}','true')}catch(e){return}`,
    "root.dataset.intro='play'",
    '})(document.documentElement)',
  ].join('')
}
