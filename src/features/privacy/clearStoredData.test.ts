import { describe, expect, it } from 'vitest'

import { memoryStorage, throwingStorage } from '../../../tests/unit/storage'
import { browserStorageInventory } from './browserInventory'
import { clearStoredData } from './clearStoredData'

describe('clearStoredData', () => {
  it("removes the site's keys, counts them, and leaves what others stored", () => {
    const local = memoryStorage({
      'language-suggestion': 'es',
      setup1: 'true',
      qa3: 'false',
      'someone-else': 'kept',
    })
    expect(clearStoredData(browserStorageInventory, () => local)).toBe(3)
    expect(local.getItem('language-suggestion')).toBeNull()
    expect(local.getItem('setup1')).toBeNull()
    expect(local.getItem('qa3')).toBeNull()
    expect(local.getItem('someone-else')).toBe('kept')
    expect(clearStoredData(browserStorageInventory, () => local)).toBe(0)
  })

  it('counts nothing, and does not throw, where storage is refused or missing', () => {
    expect(clearStoredData(browserStorageInventory, () => throwingStorage)).toBe(0)
    expect(clearStoredData(browserStorageInventory, () => null)).toBe(0)
  })

  it('clears each area the inventory names', () => {
    const local = memoryStorage({ a: '1' })
    const session = memoryStorage({ b: '2' })
    const inventory = {
      one: { area: 'localStorage', keys: ['a'] },
      two: { area: 'sessionStorage', keys: ['b'] },
    } as const
    const removed = clearStoredData(inventory, (area) =>
      area === 'localStorage' ? local : session,
    )
    expect(removed).toBe(2)
    expect([local.length, session.length]).toEqual([0, 0])
  })
})
