/**
 * The home hero's loading intro, once per tab: the tagline alone and centred for 1.5 s, then it
 * moves up while the headline and Get Started fade in, in place 2 s after the first paint. The
 * specification's intro held the tagline 2 s and revealed at 2.5 s, which with the fade kept the
 * headline hidden for over 3 s; a buyer sees the promise by 2 s, and at once on every later visit.
 */
export const HERO_INTRO_HOLD_MS = 1500

/** Session storage: set when the intro has played in this tab, so it plays only once. */
export const HERO_INTRO_STORAGE_KEY = 'home-intro-played'

// `<html data-intro>` is `loading` while only the tagline shows, centred in the hero, then
// `ready`: the rest of the hero fades in (its CSS transitions take 500 ms). No attribute at all
// means the hero is complete.

/**
 * Inline script in the home page's head (renderer/+onRenderHtml.tsx), so the intro starts with
 * the first paint rather than after hydration, and the pages' JavaScript never carries it. It
 * only ever hides what it will show again, so without JavaScript, for crawlers reading the HTML,
 * under `prefers-reduced-motion` and where session storage cannot be used (it could not remember
 * having played) the hero is complete at once, and so it is for a visitor coming from another
 * page of the site. The timer starts on the first animation frame: the stylesheet and font have
 * arrived by then, so the tagline is really on screen for `holdMs`.
 */
export function heroIntroScript(holdMs: number = HERO_INTRO_HOLD_MS): string {
  return [
    '(function(root){',
    "if(matchMedia('(prefers-reduced-motion: reduce)').matches)return;",
    // A visitor coming from another page of the site has seen it: the intro is for arriving.
    "if(document.referrer.indexOf(location.origin+'/')===0)return;",
    `try{if(sessionStorage.getItem('${HERO_INTRO_STORAGE_KEY}'))return;`,
    `sessionStorage.setItem('${HERO_INTRO_STORAGE_KEY}','true')}catch(e){return}`,
    "root.dataset.intro='loading';",
    'requestAnimationFrame(function(){',
    `setTimeout(function(){root.dataset.intro='ready'},${holdMs})`,
    '})',
    '})(document.documentElement)',
  ].join('')
}
