import { expect, it } from 'vitest'

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

const en = createFormatting('en')
const es = createFormatting('es')
const pt = createFormatting('pt')
/** Where the test is the figure, not which space the locale puts before its unit. */
const spaced = (text: string) => text.replace(/\s/g, ' ')

it.each([
  ['a count, with a plus', '13+', formatCountPlus(en, 13)],
  ['a count, compact when large', '340M+', formatCountPlus(en, 340_000_000)],
  // Spanish and Portuguese write millions as a word, the sign first (LocaleInfo.largeNumbers).
  ['a count in millions', '+340 millones', formatCountPlus(es, 340_000_000)],
  ['a count in millions', '+180 milhões', formatCountPlus(pt, 180_000_000)],
  ['a count', '500+', formatCountPlus(pt, 500)],
  ['money in millions', 'USD\u00a02.4M', formatMoney(en, 2_400_000, 'USD')],
  ['money', 'USD\u00a02,999', formatMoney(en, 2999, 'USD')],
  ['money', 'US$ 2.999', spaced(formatMoney(pt, 2999, 'USD'))],
  ['money', 'USD 2,999', spaced(formatMoney(es, 2999, 'USD'))],
  // An ordinary space before the word, so a big figure in a narrow card wraps there.
  ['money in millions', '2.4 millones', formatMoney(es, 2_400_000, 'USD').slice(-12)],
  ['money in millions', 'US$ 2,4 milhões', spaced(formatMoney(pt, 2_400_000, 'USD'))],
  [
    'a total with tax, to the cent',
    'USD 1,158.84',
    spaced(formatMoney(es, 1158.84, 'USD', { cents: true })),
  ],
  [
    'a whole total, without cents',
    'USD 17,400',
    spaced(formatMoney(es, 17_400, 'USD', { cents: true })),
  ],
  ['a percentage', '98%', formatPercent(en, 0.98)],
  ['a signed change', '+286%', formatPercent(en, 2.86, { signed: true })],
  ['a signed change', '+42%', formatPercent(pt, 0.42, { signed: true })],
  ['a signed fall', '-75%', formatPercent(en, -0.75, { signed: true })],
  ['a rate to one decimal', '2.5%', formatPercent(en, 0.025, { fractionDigits: 1 })],
  ['a rate to one decimal', '2,5%', spaced(formatPercent(pt, 0.025, { fractionDigits: 1 }))],
  ['seconds', '3.2s', formatSeconds(en, 3.2)],
  ['seconds', '3.2s', formatSeconds(es, 3.2)],
  ['seconds', '3,2 s', spaced(formatSeconds(pt, 3.2))],
  ['a score to one decimal', '4.9', formatDecimal(en, 4.9)],
  ['a score to one decimal', '4,9', formatDecimal(pt, 4.9)],
  ['a score to one decimal', '5.0', formatDecimal(es, 5)],
  ['a whole number, grouped', '10,000', formatInteger(en, 10_000)],
  ['a whole number, grouped', '10.000', formatInteger(pt, 10_000)],
  ['a whole number, grouped', '10,000', formatInteger(es, 10_000)],
  // A publication date the long way, whatever the machine's time zone.
  ['a date', 'January 10, 2025', formatLongDate(en, '2025-01-10')],
  ['a date', 'January 1, 2025', formatLongDate(en, '2025-01-01')],
  ['a date', '10 de enero de 2025', formatLongDate(es, '2025-01-10')],
  ['a date', '10 de janeiro de 2025', formatLongDate(pt, '2025-01-10')],
  // Business hours as each language writes them in a sentence.
  ['an hour', '9 a.m.', formatClockTime(en, '09:00')],
  ['an hour', '6 p.m.', formatClockTime(en, '18:00')],
  ['an hour and minutes', '6:30 p.m.', formatClockTime(en, '18:30')],
  ['an hour', '9 a.m.', formatClockTime(es, '09:00')],
  ['an hour', '6 p.m.', formatClockTime(es, '18:00')],
  ['an hour', '9h', formatClockTime(pt, '09:00')],
  ['an hour and minutes', '18h30', formatClockTime(pt, '18:30')],
])('writes %s as %s', (_what, expected, written) => {
  expect(written).toBe(expected)
})
