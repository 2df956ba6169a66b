import type { HeroText } from '../../components/PageHero/PageHero'

const optional = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** A namespace's `hero` object, read with AS_OBJECT; one without a title fails the render. */
export function heroText(value: unknown): HeroText {
  const { eyebrow, title, subtitle } = (value ?? {}) as Record<string, unknown>
  if (typeof title !== 'string') {
    throw new Error(`Expected a hero with a title, got ${JSON.stringify(value)}`)
  }
  return { eyebrow: optional(eyebrow), title, subtitle: optional(subtitle) }
}
