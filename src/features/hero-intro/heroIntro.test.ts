import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { HERO_INTRO_TIMING, heroIntroScript } from './heroIntro'

/** Runs the inline script against a stand-in `<html>` element and a chosen motion preference. */
function runScript(reducedMotion: boolean) {
  const root = { dataset: {} as Record<string, string> }
  const scope = {
    document: { documentElement: root },
    matchMedia: (query: string) => ({
      matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    }),
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
    setTimeout,
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

  it('holds the tagline alone for 2 s, moves it, and reveals the content at 2.5 s', () => {
    const dataset = runScript(false)
    expect(dataset.intro).toBe('loading')
    vi.advanceTimersByTime(16) // first frame
    vi.advanceTimersByTime(HERO_INTRO_TIMING.holdMs - 1)
    expect(dataset.intro).toBe('loading')
    vi.advanceTimersByTime(1)
    expect(dataset.intro).toBe('moving')
    vi.advanceTimersByTime(HERO_INTRO_TIMING.revealMs - HERO_INTRO_TIMING.holdMs - 1)
    expect(dataset.intro).toBe('moving')
    vi.advanceTimersByTime(1)
    expect(dataset.intro).toBe('ready')
  })

  it('does nothing for visitors who ask for reduced motion', () => {
    const dataset = runScript(true)
    vi.runAllTimers()
    expect(dataset.intro).toBeUndefined()
  })

  it('writes the given timings into the script', () => {
    expect(heroIntroScript({ holdMs: 10, revealMs: 20 })).toMatch(/'moving'\},10\).*'ready'\},20\)/)
  })
})
