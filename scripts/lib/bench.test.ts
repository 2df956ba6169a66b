import { describe, expect, it } from 'vitest'

import { median, pageFilter } from './bench.mjs'

describe('the benchmarks’ page filter', () => {
  it('keeps every page without a filter, pages containing a filter, and `=` pages exactly', () => {
    const pages = ['/', '/blog', '/blog/cro-for-saas', '/es/blog', '/es/contact']
    expect(pages.filter(pageFilter([]))).toEqual(pages)
    expect(pages.filter(pageFilter(['/blog']))).toEqual(['/blog', '/blog/cro-for-saas', '/es/blog'])
    expect(pages.filter(pageFilter(['=/blog', '=/']))).toEqual(['/', '/blog'])
  })
})

describe('median', () => {
  it('is the middle value, the upper one of an even count, and none of no values', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([40, 10, 30, 20])).toBe(30)
    expect(median([])).toBeUndefined()
  })
})
