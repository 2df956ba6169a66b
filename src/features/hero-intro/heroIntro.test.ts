import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { memoryStorage, throwingStorage } from '../../../tests/unit/storage'
import { HERO_INTRO_HOLD_MS, HERO_INTRO_STORAGE_KEY, heroIntroScript } from './heroIntro'

/**
 * Runs the inline script against a stand-in `<html>`, motion preference, session storage and
 * the page the visitor came from.
 */
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
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
    setTimeout,
    sessionStorage,
  }
  const names = Object.keys(scope)
  new Function(...names, heroIntroScript())(...Object.values(scope))
  return root.dataset
}

describe('hero intro script', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('holds the tagline alone for 1.5 s from the first frame, then reveals the rest', () => {
    const dataset = runScript()
    expect(dataset.intro).toBe('loading')
    vi.advanceTimersByTime(16 + HERO_INTRO_HOLD_MS - 1)
    expect(dataset.intro).toBe('loading')
    vi.advanceTimersByTime(1)
    expect(dataset.intro).toBe('ready')
  })

  it('plays once per tab: the second home page of the session is complete at once', () => {
    const sessionStorage = memoryStorage()
    runScript({ sessionStorage })
    expect(sessionStorage.getItem(HERO_INTRO_STORAGE_KEY)).toBe('true')
    const dataset = runScript({ sessionStorage })
    vi.runAllTimers()
    expect(dataset.intro).toBeUndefined()
  })

  it('plays for a visitor arriving from elsewhere, never for one coming from another page of the site', () => {
    expect(runScript({ referrer: 'https://www.google.com/' }).intro).toBe('loading')
    const fromTheSite = runScript({ referrer: 'https://nexadigital.agency/es/blog' })
    vi.runAllTimers()
    expect(fromTheSite.intro).toBeUndefined()
  })

  it('does nothing for visitors who ask for reduced motion, or where storage throws', () => {
    for (const options of [{ reducedMotion: true }, { sessionStorage: throwingStorage }]) {
      const dataset = runScript(options)
      vi.runAllTimers()
      expect(dataset.intro).toBeUndefined()
    }
  })
})
