/** The home hero's loading intro: tagline alone for 2 s, content at 2.5 s. */
export const HERO_INTRO_TIMING = { holdMs: 2000, revealMs: 2500 } as const

interface IntroTiming {
  /** How long the tagline stays alone and centred. */
  holdMs: number
  /** When the rest of the hero starts to fade in. */
  revealMs: number
}

// Phases, written to `<html data-intro>`; the hero's CSS styles each one.
// - `loading`: only the tagline shows, centred in the hero.
// - `moving`: the tagline glides up to its place.
// - `ready`: the rest of the hero fades in. Also what no attribute at all means.

/**
 * Inline script placed at the top of the prerendered hero, so the intro starts with the first
 * paint rather than after hydration. It only ever hides what it will show again, so without
 * JavaScript, for crawlers reading the HTML and under `prefers-reduced-motion` (where it does
 * nothing) the hero is complete at once. The timers start on the first animation frame: the
 * stylesheet and font have arrived by then, so the tagline is really on screen for `holdMs`.
 * React never executes a script it inserts itself, so client-side navigation back to the home
 * page shows the hero at once instead of replaying the intro.
 */
export function heroIntroScript({ holdMs, revealMs }: IntroTiming = HERO_INTRO_TIMING): string {
  return [
    '(function(root){',
    "if(matchMedia('(prefers-reduced-motion: reduce)').matches)return;",
    "root.dataset.intro='loading';",
    'requestAnimationFrame(function(){',
    `setTimeout(function(){root.dataset.intro='moving'},${holdMs});`,
    `setTimeout(function(){root.dataset.intro='ready'},${revealMs})`,
    '})',
    '})(document.documentElement)',
  ].join('')
}
