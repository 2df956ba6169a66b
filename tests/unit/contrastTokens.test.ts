import { readFileSync } from 'node:fs'

import { expect, it } from 'vitest'

import { contrastRatio, rgbOf } from '../contrast'

/** Focus rings and field edges need 3:1 (WCAG 1.4.11, 2.4.13), read from the tokens so a new colour is checked where it is chosen. */
const css = readFileSync('src/styles/tokens.css', 'utf8')
const tokens = Object.fromEntries(
  [...css.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((match) => [match[1], match[2]]),
)

/** A colour as written (`#…`) or the token that holds it; a token that is gone fails its test. */
function colour(name: string): [number, number, number] {
  const value = name.startsWith('#') ? name : tokens[name]
  if (!value) throw new Error(`tokens.css has no colour --${name}`)
  return rgbOf(value)
}

const gradientStops = ['#5b3df5', '#3b5bf6', '#0e7490']
// White text on the banners' and the header button's gradients needs 4.5:1 wherever it lands.
const heroCss = readFileSync('src/components/PageHero/PageHero.module.css', 'utf8')
const bannerColours = [...gradientStops, ...(heroCss.match(/#[0-9a-f]{6}/gi) ?? [])]

/** Each foreground token and the backgrounds it must stand out on, by at least this ratio. */
const rules: [string, string[], number][] = [
  ['color-focus', ['surface', 'surface-muted', 'page', 'primary-soft'].map((s) => `color-${s}`), 3],
  // The ring of the dark and gradient surfaces.
  ['color-focus-on-dark', ['#0b1020', ...gradientStops], 3],
  ['color-on-dark', bannerColours, 4.5],
  ['color-field-border', ['color-surface'], 3],
]

const pairs = rules.flatMap(([front, backs, least]) =>
  backs.map((back): [string, string, number] => [front, back, least]),
)

it.each(pairs)('%s stands out on %s at least %s:1', (front, back, least) => {
  expect(contrastRatio(colour(front), colour(back))).toBeGreaterThanOrEqual(least)
})

it('checks the night colour and the gradient the tokens actually hold', () => {
  const gradient = /--gradient-brand:([^;]+);/.exec(css)?.[1] ?? ''
  expect(gradient.match(/#[0-9a-f]{6}/gi)).toEqual(gradientStops)
  expect(tokens['color-night']).toBe('#0b1020')
})
