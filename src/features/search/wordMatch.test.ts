import { describe, expect, it } from 'vitest'

import { excerptParts } from './excerptParts'
import { answersQuery } from './wordMatch'

const excerpt = (html: string) => excerptParts(html)

describe('answersQuery', () => {
  it('drops a result whose only match is a short word the query merely begins', () => {
    expect(answersQuery('xyzzy', excerpt('Follow us. <mark>X</mark> (opens in a new tab).'))).toBe(
      false,
    )
  })

  it('needs the whole word for a query of up to three letters', () => {
    expect(answersQuery('seo', excerpt('Our <mark>SEO</mark> plans'))).toBe(true)
    expect(answersQuery('seo', excerpt('From <mark>Seoul</mark> to Lima'))).toBe(false)
  })

  it('keeps words the query begins, and stems, accents and case folded', () => {
    expect(answersQuery('opti', excerpt('<mark>Optimization</mark> for stores'))).toBe(true)
    expect(answersQuery('pricing', excerpt('The <mark>price</mark> of a plan'))).toBe(true)
    expect(answersQuery('precos', excerpt('<mark>Preços</mark> de SEO'))).toBe(true)
    expect(answersQuery('agency pricing', excerpt('<mark>Prices</mark> start at'))).toBe(true)
  })

  it('keeps a result whose excerpt marks nothing', () => {
    expect(answersQuery('pricing', excerpt('A page about plans'))).toBe(true)
  })
})
