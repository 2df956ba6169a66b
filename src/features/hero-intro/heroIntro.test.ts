import { describe, expect, it } from 'vitest'

import { memoryStorage, throwingStorage } from '../../../tests/unit/storage'
import { HERO_INTRO_STORAGE_KEY, heroIntroScript } from './heroIntro'

/** Runs the inline script against a stand-in `<html>`, motion preference, session storage and referrer. */
function runScript({
  reducedMotion = false,
  sessionStorage = memoryStorage(),
  referrer = '',
} = {}) {
  const root = { dataset: {} as Record<string, string> }
  const scope = {
    document: { documentElement: root, referrer },
    location: { origin: 'https://nexadigital.agency' },
    matchMedia: (query: string) => ({
      matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    }),
    sessionStorage,
  }
  const names = Object.keys(scope)
  new Function(...names, heroIntroScript())(...Object.values(scope))
  return root.dataset
}

describe('hero intro script', () => {
  it('marks the first home page of a tab to play the intro', () => {
    expect(runScript().intro).toBe('play')
  })

  it('plays once per tab: the second home page of the session is complete at once', () => {
    const sessionStorage = memoryStorage()
    runScript({ sessionStorage })
    expect(sessionStorage.getItem(HERO_INTRO_STORAGE_KEY)).toBe('true')
    expect(runScript({ sessionStorage }).intro).toBeUndefined()
  })

  it('plays for a visitor arriving from elsewhere, never for one coming from another page of the site', () => {
    expect(runScript({ referrer: 'https://www.google.com/' }).intro).toBe('play')
    expect(runScript({ referrer: 'https://nexadigital.agency/es/blog' }).intro).toBeUndefined()
  })

  it('does nothing for visitors who ask for reduced motion, or where storage throws', () => {
    expect(runScript({ reducedMotion: true }).intro).toBeUndefined()
    expect(runScript({ sessionStorage: throwingStorage }).intro).toBeUndefined()
  })
})
