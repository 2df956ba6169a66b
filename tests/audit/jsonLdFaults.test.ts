import { describe, expect, it } from 'vitest'

import { jsonLdFaults } from './jsonLdFaults'

const breadcrumb = {
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
    { '@type': 'ListItem', position: 2, name: 'Page' },
  ],
}

describe('jsonLdFaults', () => {
  it('accepts a complete breadcrumb whose last crumb has no URL', () => {
    expect(jsonLdFaults(JSON.stringify(breadcrumb))).toEqual([])
  })

  it('reports JSON that does not parse', () => {
    expect(jsonLdFaults('{"@type": "Thing",}')[0]).toMatch(/does not parse/)
  })

  it('reports a missing @context or @type', () => {
    expect(jsonLdFaults(JSON.stringify({ '@type': 'Thing' }))).toEqual([
      'JSON-LD[0] lacks "@context": "https://schema.org"',
    ])
    expect(jsonLdFaults(JSON.stringify({ '@context': 'https://schema.org' }))).toEqual([
      'JSON-LD[0] lacks "@type"',
    ])
  })

  it('reports required properties missing on nested nodes, naming the type and the source', () => {
    const broken = structuredClone(breadcrumb)
    delete (broken.itemListElement[0] as Record<string, unknown>).item
    delete (broken.itemListElement[1] as Record<string, unknown>).name
    const faults = jsonLdFaults(JSON.stringify(broken))
    expect(faults).toContain('JSON-LD[0] crumb 1 lacks "item"')
    expect(
      faults.some((f) => f.startsWith('JSON-LD[0].itemListElement[1] ListItem lacks "name"')),
    ).toBe(true)
    expect(faults.join()).toContain(
      'developers.google.com/search/docs/appearance/structured-data/breadcrumb',
    )
  })

  it('checks alternatives and deep nodes (FAQ answers, ratings)', () => {
    const faq = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer' } }],
    }
    expect(jsonLdFaults(JSON.stringify(faq))).toEqual([
      expect.stringMatching(/mainEntity\[0\]\.acceptedAnswer Answer lacks "text"/),
    ])
    const rating = {
      '@context': 'https://schema.org',
      '@type': 'AggregateRating',
      ratingValue: 4.9,
    }
    expect(jsonLdFaults(JSON.stringify(rating))).toEqual([
      'JSON-LD[0] AggregateRating needs one of "ratingCount", "reviewCount"',
    ])
  })
})
