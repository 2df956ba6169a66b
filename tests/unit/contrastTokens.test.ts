import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { contrastRatio, rgbOf } from '../contrast'

/** Focus rings and field edges need 3:1 (WCAG 1.4.11, 2.4.13), read from the tokens so a new colour is checked where it is chosen. */
const tokens = Object.fromEntries(
  [
    ...readFileSync('src/styles/tokens.css', 'utf8').matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi),
  ].map((match) => [match[1] ?? '', match[2] ?? '']),
)

function token(name: string): string {
  const value = tokens[name]
  if (!value) throw new Error(`tokens.css has no colour --${name}`)
  return value
}

function contrast(a: string, b: string): number {
  return contrastRatio(rgbOf(a), rgbOf(b))
}

const gradientStops = ['#5b3df5', '#3b5bf6', '#0e7490']

describe('the contrast the design tokens promise', () => {
  it.each(['surface', 'surface-muted', 'page', 'primary-soft'])(
    'the focus ring stands out 3:1 on the light surface --color-%s',
    (surface) => {
      expect(contrast(token('color-focus'), token(`color-${surface}`))).toBeGreaterThanOrEqual(3)
    },
  )

  it.each(['#0b1020', ...gradientStops])(
    'the ring of the dark and gradient surfaces stands out 3:1 on %s',
    (surface) => {
      expect(contrast(token('color-focus-on-dark'), surface)).toBeGreaterThanOrEqual(3)
    },
  )

  it('checked against the night colour and the gradient the tokens actually hold', () => {
    const css = readFileSync('src/styles/tokens.css', 'utf8')
    const gradient = /--gradient-brand:([^;]+);/.exec(css)?.[1] ?? ''
    expect(gradient.match(/#[0-9a-f]{6}/gi)).toEqual(gradientStops)
    expect(token('color-night')).toBe('#0b1020')
  })

  // White text on the banners' and the header button's gradients needs 4.5:1 wherever it lands.
  const bannerColours = [
    ...gradientStops,
    ...(readFileSync('src/components/PageHero/PageHero.module.css', 'utf8').match(
      /#[0-9a-f]{6}/gi,
    ) ?? []),
  ]

  it.each(bannerColours)('white text reads 4.5:1 on the banner colour %s', (colour) => {
    expect(contrast(token('color-on-dark'), colour)).toBeGreaterThanOrEqual(4.5)
  })

  it('a form field’s edge stands out 3:1 on white', () => {
    expect(contrast(token('color-field-border'), token('color-surface'))).toBeGreaterThanOrEqual(3)
  })
})
