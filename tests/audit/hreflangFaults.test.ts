import { describe, expect, it } from 'vitest'

import { hreflangFaults, sameAlternates } from './hreflangFaults'

const set = [
  { hreflang: 'en-US', href: 'https://x.com/a' },
  { hreflang: 'es-MX', href: 'https://x.com/es/a' },
  { hreflang: 'pt-BR', href: 'https://x.com/pt/a' },
  { hreflang: 'x-default', href: 'https://x.com/a' },
]

describe('hreflangFaults', () => {
  it('accepts en, es, pt and x-default pointing at English, including the page', () => {
    expect(hreflangFaults(set, 'https://x.com/es/a')).toEqual([])
  })

  it('reports a missing or extra language', () => {
    expect(hreflangFaults(set.slice(1), 'https://x.com/es/a')[0]).toMatch(/not exactly/)
    expect(
      hreflangFaults(
        [...set, { hreflang: 'fr', href: 'https://x.com/fr/a' }],
        'https://x.com/a',
      )[0],
    ).toMatch(/not exactly/)
  })

  it('reports an x-default that is not English, and a set without the page', () => {
    const wrongDefault = set.map((a) =>
      a.hreflang === 'x-default' ? { ...a, href: 'https://x.com/es/a' } : a,
    )
    expect(hreflangFaults(wrongDefault, 'https://x.com/a')).toEqual([
      'x-default (https://x.com/es/a) is not the English page (https://x.com/a)',
    ])
    expect(hreflangFaults(set, 'https://x.com/b')[0]).toMatch(/does not include the page itself/)
  })
})

describe('sameAlternates', () => {
  it('ignores order but not content', () => {
    expect(sameAlternates(set, [...set].reverse())).toBe(true)
    expect(sameAlternates(set, set.slice(1))).toBe(false)
  })
})
