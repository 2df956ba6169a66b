import { describe, expect, it } from 'vitest'

import {
  formatCountPlus,
  formatDecimal,
  formatInteger,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatSeconds,
} from './format'
import { formatClockTime } from './formatClockTime'
import { createFormatting } from './formatting'

describe('locale formatting', () => {
  it('formats counts with a plus, compact when large', () => {
    expect(formatCountPlus(createFormatting('en'), 13)).toBe('13+')
    expect(formatCountPlus(createFormatting('en'), 500)).toBe('500+')
    expect(formatCountPlus(createFormatting('en'), 340_000_000)).toBe('340M+')
    // Spanish and Portuguese write millions as a word, the sign first (LocaleInfo.largeNumbers).
    expect(formatCountPlus(createFormatting('es'), 340_000_000)).toBe('+340 millones')
    expect(formatCountPlus(createFormatting('pt'), 180_000_000)).toBe('+180 milhões')
    expect(formatCountPlus(createFormatting('pt'), 500)).toBe('500+')
  })

  it('formats money in US dollars the way each locale writes it', () => {
    expect(formatMoney(createFormatting('en'), 2_400_000, 'USD')).toBe('USD\u00a02.4M')
    expect(formatMoney(createFormatting('en'), 2999, 'USD')).toBe('USD\u00a02,999')
    expect(formatMoney(createFormatting('pt'), 2999, 'USD').replace(/\s/g, ' ')).toBe('US$ 2.999')
    expect(formatMoney(createFormatting('es'), 2999, 'USD')).toMatch(/2,999/)
    expect(formatMoney(createFormatting('es'), 2_400_000, 'USD').replace(/\s/g, ' ')).toBe(
      'USD 2.4 millones',
    )
    expect(formatMoney(createFormatting('pt'), 2_400_000, 'USD').replace(/\s/g, ' ')).toBe(
      'US$ 2,4 milhões',
    )
    // An ordinary space before the word, so a big figure in a narrow card wraps there.
    expect(formatMoney(createFormatting('es'), 2_400_000, 'USD')).toMatch(/2\.4 millones$/)
  })

  it('writes a total with tax to the cent, and a whole total without cents', () => {
    const es = createFormatting('es')
    expect(formatMoney(es, 1158.84, 'USD', { cents: true }).replace(/\s/g, ' ')).toBe(
      'USD 1,158.84',
    )
    expect(formatMoney(es, 17_400, 'USD', { cents: true }).replace(/\s/g, ' ')).toBe('USD 17,400')
  })

  it('formats percentages and signed changes', () => {
    expect(formatPercent(createFormatting('en'), 0.98)).toBe('98%')
    expect(formatPercent(createFormatting('en'), 2.86, { signed: true })).toBe('+286%')
    expect(formatPercent(createFormatting('pt'), 0.42, { signed: true })).toBe('+42%')
  })

  it('formats durations in seconds with the locale decimal separator', () => {
    expect(formatSeconds(createFormatting('en'), 3.2)).toBe('3.2s')
    expect(formatSeconds(createFormatting('es'), 3.2)).toBe('3.2s')
    expect(formatSeconds(createFormatting('pt'), 3.2).replace(/\s/g, ' ')).toBe('3,2 s')
  })

  it('formats a one-decimal score with the locale decimal separator', () => {
    expect(formatDecimal(createFormatting('en'), 4.9)).toBe('4.9')
    expect(formatDecimal(createFormatting('pt'), 4.9)).toBe('4,9')
    expect(formatDecimal(createFormatting('es'), 5)).toBe('5.0')
  })

  it('formats rates with one decimal when asked, and whole numbers with grouping', () => {
    expect(formatPercent(createFormatting('en'), 0.025, { fractionDigits: 1 })).toBe('2.5%')
    expect(
      formatPercent(createFormatting('pt'), 0.025, { fractionDigits: 1 }).replace(/\s/g, ' '),
    ).toBe('2,5%')
    expect(formatPercent(createFormatting('en'), -0.75, { signed: true })).toBe('-75%')
    expect(formatInteger(createFormatting('en'), 10_000)).toBe('10,000')
    expect(formatInteger(createFormatting('pt'), 10_000)).toBe('10.000')
    expect(formatInteger(createFormatting('es'), 10_000)).toBe('10,000')
  })
})

describe('formatLongDate', () => {
  it('writes a publication date the long way in each language, whatever the time zone', () => {
    expect(formatLongDate(createFormatting('en'), '2025-01-10')).toBe('January 10, 2025')
    expect(formatLongDate(createFormatting('es'), '2025-01-10')).toBe('10 de enero de 2025')
    expect(formatLongDate(createFormatting('pt'), '2025-01-10')).toBe('10 de janeiro de 2025')
    expect(formatLongDate(createFormatting('en'), '2025-01-01')).toBe('January 1, 2025')
  })
})

describe('formatClockTime', () => {
  it('writes business hours as each language writes them in a sentence', () => {
    expect([
      formatClockTime(createFormatting('en'), '09:00'),
      formatClockTime(createFormatting('en'), '18:00'),
    ]).toEqual(['9 a.m.', '6 p.m.'])
    expect(formatClockTime(createFormatting('en'), '18:30')).toBe('6:30 p.m.')
    expect([
      formatClockTime(createFormatting('es'), '09:00'),
      formatClockTime(createFormatting('es'), '18:00'),
    ]).toEqual(['9 a.m.', '6 p.m.'])
    expect([
      formatClockTime(createFormatting('pt'), '09:00'),
      formatClockTime(createFormatting('pt'), '18:30'),
    ]).toEqual(['9h', '18h30'])
  })
})
