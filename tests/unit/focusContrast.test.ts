import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

/**
 * The focus ring and the form fields' edges must stand out from what surrounds them: 3:1 (WCAG
 * 2.2, 1.4.11 and 2.4.13). Read from the design tokens, so a new colour is checked where it is
 * chosen; the gradient's stops are the darkest and lightest a ring on a hero can sit against.
 */
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

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

const gradientStops = ['#5b3df5', '#3b5bf6', '#0891b2']

describe('focus and field contrast', () => {
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

  it('a form field’s edge stands out 3:1 on white', () => {
    expect(contrast(token('color-field-border'), token('color-surface'))).toBeGreaterThanOrEqual(3)
  })
})
