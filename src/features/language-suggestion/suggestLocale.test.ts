import { describe, expect, it } from 'vitest'

import { memoryStorage, throwingStorage } from '../../../tests/unit/storage'
import {
  readSuggestionAnswer,
  rememberSuggestionAnswer,
  SUGGESTION_STORAGE_KEY,
} from './suggestionMemory'
import { isCrawler, suggestLocale } from './suggestLocale'

describe('suggestLocale', () => {
  it("suggests the browser's first language the site has, when it is not the page's", () => {
    expect(suggestLocale(['es-MX', 'en'], 'en')).toBe('es')
    expect(suggestLocale(['pt-BR'], 'es')).toBe('pt')
    expect(suggestLocale(['en-GB', 'es'], 'pt')).toBe('en')
  })

  it('skips languages the site lacks and matches any region of a language', () => {
    expect(suggestLocale(['fr-FR', 'de', 'es-AR'], 'en')).toBe('es')
    expect(suggestLocale(['pt-PT'], 'en')).toBe('pt')
    expect(suggestLocale(['PT-br'], 'en')).toBe('pt')
  })

  it("suggests nothing when the page's language comes first, or none is available", () => {
    expect(suggestLocale(['es-MX', 'en'], 'es')).toBeNull()
    expect(suggestLocale(['fr', 'es'], 'es')).toBeNull()
    expect(suggestLocale(['fr', 'de'], 'en')).toBeNull()
    expect(suggestLocale([], 'en')).toBeNull()
  })
})

describe('isCrawler', () => {
  it('knows search and preview crawlers, and not browsers', () => {
    expect(
      isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true)
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
    expect(isCrawler('facebookexternalhit/1.1')).toBe(true)
    expect(
      isCrawler(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false)
  })
})

describe('the remembered answer', () => {
  it('keeps a dismissal or a chosen language', () => {
    const storage = memoryStorage()
    expect(readSuggestionAnswer(() => storage)).toBeNull()
    rememberSuggestionAnswer('dismissed', () => storage)
    expect(storage.getItem(SUGGESTION_STORAGE_KEY)).toBe('dismissed')
    rememberSuggestionAnswer('pt', () => storage)
    expect(readSuggestionAnswer(() => storage)).toBe('pt')
  })

  it('reads anything else stored under its key as no answer', () => {
    for (const value of ['', 'fr', 'DISMISSED', '{"answer":"es"}']) {
      const storage = memoryStorage({ [SUGGESTION_STORAGE_KEY]: value })
      expect(readSuggestionAnswer(() => storage)).toBeNull()
    }
  })

  it('survives storage that throws or cannot be reached', () => {
    expect(readSuggestionAnswer(() => throwingStorage)).toBeNull()
    expect(() => rememberSuggestionAnswer('es', () => throwingStorage)).not.toThrow()
    expect(readSuggestionAnswer(() => null)).toBeNull()
    expect(() => rememberSuggestionAnswer('es', () => null)).not.toThrow()
  })
})
