import { describe, expect, it } from 'vitest'

import { stepIndex } from './stepIndex'

describe('stepIndex', () => {
  it('moves forward and back within the ring', () => {
    expect(stepIndex(0, 1, 4)).toBe(1)
    expect(stepIndex(2, -1, 4)).toBe(1)
  })

  it('wraps past either end', () => {
    expect(stepIndex(3, 1, 4)).toBe(0)
    expect(stepIndex(0, -1, 4)).toBe(3)
  })

  it('stays put in a ring of one', () => {
    expect(stepIndex(0, 1, 1)).toBe(0)
  })

  it('refuses an empty ring', () => {
    expect(() => stepIndex(0, 1, 0)).toThrow(RangeError)
  })
})
