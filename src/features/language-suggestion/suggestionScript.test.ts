import { describe, expect, it } from 'vitest'

import { memoryStorage, throwingStorage } from '../../../tests/unit/storage'
import { rememberSuggestionAnswer } from './suggestionMemory'
import { SUGGESTION_STORAGE_KEY, suggestionScript } from './suggestionScript'

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1'

/** The language the head script offers on a page in `pageLang`, or undefined for none. */
function offered(
  languages: string[],
  pageLang: string,
  { localStorage = memoryStorage(), userAgent = BROWSER } = {},
) {
  const root = { lang: pageLang, dataset: {} as Record<string, string> }
  const scope = {
    document: { documentElement: root },
    navigator: { languages, language: languages[0], userAgent },
    localStorage,
  }
  new Function(...Object.keys(scope), suggestionScript())(...Object.values(scope))
  return root.dataset.suggest
}

describe('the language suggestion script', () => {
  it("offers the browser's first language the site has, when it is not the page's", () => {
    expect(offered(['es-MX', 'en'], 'en-US')).toBe('es')
    expect(offered(['pt-BR'], 'es-MX')).toBe('pt')
    expect(offered(['en-GB', 'es'], 'pt-BR')).toBe('en')
  })

  it('skips languages the site lacks and matches any region of a language', () => {
    expect(offered(['fr-FR', 'de', 'es-AR'], 'en-US')).toBe('es')
    expect(offered(['pt-PT'], 'en-US')).toBe('pt')
    expect(offered(['PT-br'], 'en-US')).toBe('pt')
  })

  it("offers nothing when the page's language comes first, or none is available", () => {
    expect(offered(['es-MX', 'en'], 'es-MX')).toBeUndefined()
    expect(offered(['fr', 'es'], 'es-MX')).toBeUndefined()
    expect(offered(['fr', 'de'], 'en-US')).toBeUndefined()
    expect(offered([], 'en-US')).toBeUndefined()
  })

  it('offers nothing to search and preview crawlers', () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
    ]) {
      expect(offered(['es'], 'en-US', { userAgent })).toBeUndefined()
    }
  })

  it('offers nothing once answered; anything else stored, or throwing storage, is none', () => {
    for (const answer of ['dismissed', 'pt']) {
      const localStorage = memoryStorage({ [SUGGESTION_STORAGE_KEY]: answer })
      expect(offered(['es'], 'en-US', { localStorage })).toBeUndefined()
    }
    for (const value of ['', 'fr', 'DISMISSED', '{"answer":"es"}']) {
      const localStorage = memoryStorage({ [SUGGESTION_STORAGE_KEY]: value })
      expect(offered(['es'], 'en-US', { localStorage })).toBe('es')
    }
    expect(offered(['es'], 'en-US', { localStorage: throwingStorage })).toBe('es')
  })
})

describe('the remembered answer', () => {
  it('keeps a dismissal or a chosen language, for the script to read', () => {
    const storage = memoryStorage()
    rememberSuggestionAnswer('dismissed', () => storage)
    expect(storage.getItem(SUGGESTION_STORAGE_KEY)).toBe('dismissed')
    rememberSuggestionAnswer('pt', () => storage)
    expect(offered(['es'], 'en-US', { localStorage: storage })).toBeUndefined()
  })

  it('survives storage that throws or cannot be reached', () => {
    expect(() => rememberSuggestionAnswer('es', () => throwingStorage)).not.toThrow()
    expect(() => rememberSuggestionAnswer('es', () => null)).not.toThrow()
  })
})
