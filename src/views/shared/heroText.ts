import type { HeroText } from '../../components/PageHero/PageHero'

const optional = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * The hero's texts in a namespace's `hero` object, read with AS_OBJECT: its title, and its eyebrow and subtitle where it
 * has them. A `hero` without a title fails the render, naming what it got.
 */
export function heroText(value: unknown): HeroText {
  const { eyebrow, title, subtitle } = (value ?? {}) as Record<string, unknown>
  if (typeof title !== 'string') {
    throw new Error(`Expected a hero with a title, got ${JSON.stringify(value)}`)
  }
  return { eyebrow: optional(eyebrow), title, subtitle: optional(subtitle) }
}
