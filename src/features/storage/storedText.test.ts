import { describe, expect, it } from 'vitest'

import { memoryStorage, throwingStorage } from '../../../tests/unit/storage'
import { readStoredText, writeStoredText } from './storedText'

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
    expect(readStoredText('analytics-opt-out', () => throwingStorage)).toBeNull()
    expect(writeStoredText('analytics-opt-out', 'true', () => throwingStorage)).toBe(false)
    expect(writeStoredText('analytics-opt-out', null, () => throwingStorage)).toBe(false)
  })
})
