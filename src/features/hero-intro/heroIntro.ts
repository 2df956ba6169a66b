/** Session storage: set when the intro has played in this tab, so it plays only once. */
export const HERO_INTRO_STORAGE_KEY = 'home-intro-played'

/**
 * Inline script in the home page's head (renderer/+onRenderHtml.tsx): it marks the first home
 * page of a visit `<html data-intro="play">`, and the hero's CSS animates the tagline, the glow
 * and the lines under the button on it. The headline and Get Started are never animated, so
 * they paint with the first frame (issue 78: holding them back cost a second of LCP). Nothing
 * plays under `prefers-reduced-motion`, where session storage cannot remember having played, or
 * for a visitor coming from another page of the site.
 */
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
