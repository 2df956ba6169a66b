import { describe, expect, it } from 'vitest'

import { readStoredText, writeStoredText } from './storedText'

/** An in-memory Storage, as a browser's local storage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const refusing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

describe('stored text', () => {
  it('writes, reads back and removes a key', () => {
    const storage = memoryStorage()
    expect(writeStoredText('language-suggestion', 'es', () => storage)).toBe(true)
    expect(readStoredText('language-suggestion', () => storage)).toBe('es')
    expect(writeStoredText('language-suggestion', null, () => storage)).toBe(true)
    expect(readStoredText('language-suggestion', () => storage)).toBeNull()
  })

  it('reads nothing and keeps nothing where storage is missing or throws, without throwing', () => {
    expect(readStoredText('analytics-opt-out', () => null)).toBeNull()
    expect(writeStoredText('analytics-opt-out', 'true', () => null)).toBe(false)
    expect(readStoredText('analytics-opt-out', refusing)).toBeNull()
    expect(writeStoredText('analytics-opt-out', 'true', refusing)).toBe(false)
    const full = { ...memoryStorage(), setItem: refusing } as Storage
    expect(writeStoredText('analytics-opt-out', 'true', () => full)).toBe(false)
  })
})
