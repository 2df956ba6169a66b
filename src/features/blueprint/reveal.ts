import type { RevealOptions } from '../../components/Reveal/Reveal'

/** The blueprint's cards, timeline items and stats fade in a little later than elsewhere. */
export const BLUEPRINT_REVEAL = {
  threshold: 0.1,
  rootMargin: '0px 0px -50px 0px',
} as const satisfies RevealOptions
