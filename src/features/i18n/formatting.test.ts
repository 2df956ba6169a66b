import { afterEach, describe, expect, it, vi } from 'vitest'

import { formatCountries, formatLongDate, formatMoney, formatPercent } from './format'
import { formatClockTime } from './formatClockTime'
import { createFormatting } from './formatting'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Everything one Portuguese page might write: money, a percentage, a date, countries, a time. */
function writePage(formatting: ReturnType<typeof createFormatting>): string[] {
  return [
    formatMoney(formatting, 2_400_000, 'USD'),
    formatPercent(formatting, 2.86, { signed: true }),
    formatLongDate(formatting, '2025-01-10'),
    formatCountries(formatting, ['US', 'BR']),
    formatClockTime(formatting, '18:30'),
  ]
}

describe('a page load’s formatting', () => {
  it('hands back the text the prerender wrote, without computing it again', () => {
    const formatting = createFormatting('en', { 'answer 42': 'forty-two' })
    const compute = vi.fn(() => '42')
    expect(formatting.text('answer 42', compute)).toBe('forty-two')
    expect(compute).not.toHaveBeenCalled()
  })

  it('computes a text it was not handed once, and lists every text asked for', () => {
    const formatting = createFormatting('en', { 'answer 42': 'forty-two' })
    const compute = vi.fn(() => '7')
    expect(formatting.text('answer 7', compute)).toBe('7')
    expect(formatting.text('answer 7', compute)).toBe('7')
    expect(compute).toHaveBeenCalledTimes(1)
    formatting.text('answer 42', () => '42')
    expect(formatting.written()).toEqual({ 'answer 7': '7', 'answer 42': 'forty-two' })
  })

  it('lets the browser write a prerendered page’s figures without building a single Intl formatter', () => {
    const prerender = createFormatting('pt')
    const texts = writePage(prerender)

    const built = [
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Intl, 'DisplayNames'),
      vi.spyOn(Intl, 'ListFormat'),
    ]
    const browser = createFormatting('pt', prerender.written())
    expect(writePage(browser)).toEqual(texts)
    for (const constructor of built) expect(constructor).not.toHaveBeenCalled()
  })

  it('names a figure by its value and options, so a different figure is never read back', () => {
    const prerender = createFormatting('en')
    formatPercent(prerender, 0.98)
    const browser = createFormatting('en', prerender.written())
    expect(formatPercent(browser, 0.98)).toBe('98%')
    expect(formatPercent(browser, 0.98, { signed: true })).toBe('+98%')
    expect(formatPercent(browser, 0.5)).toBe('50%')
  })
})
