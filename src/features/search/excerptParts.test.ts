import { describe, expect, it } from 'vitest'

import { excerptParts } from './excerptParts'

describe('excerptParts', () => {
  it('splits the excerpt into plain text and the matched words', () => {
    expect(excerptParts('Los <mark>precios</mark> de <mark>Shopify</mark>.')).toEqual([
      { text: 'Los ', matched: false },
      { text: 'precios', matched: true },
      { text: ' de ', matched: false },
      { text: 'Shopify', matched: true },
      { text: '.', matched: false },
    ])
  })

  it('turns escaped characters back into text, so React escapes them once', () => {
    expect(excerptParts('R&amp;D &lt;script&gt; &quot;x&quot; it&#39;s')).toEqual([
      { text: 'R&D <script> "x" it\'s', matched: false },
    ])
  })

  it('is empty for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([])
  })
})
