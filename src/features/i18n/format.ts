import { type Locale, localeInfo } from '../../config/locales.ts'
import type { Formatting } from './formatting'

const numberFormats = new Map<string, Intl.NumberFormat>()

/** One cached formatter per locale and options: building one cost the prerender 7 s at 3,000 posts a language. */
function format(formatting: Formatting, value: number, options: Intl.NumberFormatOptions): string {
  const { locale } = formatting
  const name = JSON.stringify(options)
  return formatting.text(`${name} ${value}`, () => {
    const formatter =
      numberFormats.get(locale + name) ?? new Intl.NumberFormat(localeInfo(locale).tag, options)
    numberFormats.set(locale + name, formatter)
    return formatter.format(value)
  })
}

const inWords = ({ locale }: Formatting) => localeInfo(locale).largeNumbers === 'long'
const IN_WORDS = { notation: 'compact', compactDisplay: 'long' } as const

/** 800000000 -> "800M" / "800 millones" / "800 milhões": a count as its source states it. */
export function formatCount(formatting: Formatting, value: number): string {
  const large = value >= 10_000
  const words = large && inWords(formatting)
  return format(formatting, value, words ? IN_WORDS : { notation: large ? 'compact' : 'standard' })
}

/** 13 -> "13+"; 340000000 -> "340M+" / "+340 millones": a figure in words takes its plus in front. */
export function formatCountPlus(formatting: Formatting, value: number): string {
  const count = formatCount(formatting, value)
  return value >= 10_000 && inWords(formatting) ? `+${count}` : `${count}+`
}

/** 2400000 -> "USD 2.4M" / "USD 2.4 millones"; the currency as the locale's buyers read it, never a bare "$". */
export function formatMoney(
  formatting: Formatting,
  value: number,
  currency: string,
  { cents = false } = {},
): string {
  const large = value >= 1_000_000
  const money = format(formatting, value, {
    style: 'currency',
    currency,
    currencyDisplay: localeInfo(formatting.locale).currencyDisplay,
    notation: large ? 'compact' : 'standard',
    minimumFractionDigits: cents && !Number.isInteger(value) ? 2 : 0,
    maximumFractionDigits: cents ? 2 : large ? 1 : 0,
  })
  // Intl has no long form for money: "M" becomes the word after a plain space, so a big figure may wrap before it.
  return large && inWords(formatting)
    ? money.replace(/\s\S+$/, ` ${format(formatting, value, IN_WORDS).split(/\s/).pop()}`)
    : money
}

/** 0.98 -> "98%" / "98 %"; as a change, 2.86 -> "+286%"; with `fractionDigits: 1`, 0.025 -> "2.5%". */
export function formatPercent(
  formatting: Formatting,
  value: number,
  { signed = false, fractionDigits = 0 } = {},
): string {
  return format(formatting, value, {
    style: 'percent',
    signDisplay: signed ? 'exceptZero' : 'auto',
    maximumFractionDigits: fractionDigits,
  })
}

export function formatInteger(formatting: Formatting, value: number): string {
  return format(formatting, value, { maximumFractionDigits: 0 })
}

/** 6 -> "6", 1.8 -> "1.8" / "1,8": a measurement in running text ("took 6 seconds"). */
export function formatNumber(formatting: Formatting, value: number): string {
  return format(formatting, value, { maximumFractionDigits: 1 })
}

/** 3.2 -> "3.2s" / "3,2 s": a duration in seconds, written the short way. */
export function formatSeconds(formatting: Formatting, value: number): string {
  return format(formatting, value, { style: 'unit', unit: 'second', unitDisplay: 'narrow' })
}

export function formatDecimal(formatting: Formatting, value: number): string {
  return format(formatting, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}

const longDateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** "2025-01-10" -> "January 10, 2025": a calendar day, read and written in UTC so no time zone moves it. */
export function formatLongDate(formatting: Formatting, isoDate: string): string {
  const { locale } = formatting
  return formatting.text(`date ${isoDate}`, () => {
    const formatter =
      longDateFormats.get(locale) ??
      new Intl.DateTimeFormat(localeInfo(locale).tag, { dateStyle: 'long', timeZone: 'UTC' })
    longDateFormats.set(locale, formatter)
    return formatter.format(new Date(`${isoDate}T00:00:00Z`))
  })
}

/** "2026-11" -> "November 2026" / "noviembre de 2026" / "novembro de 2026": an as-of month. */
export function formatMonth(formatting: Formatting, isoMonth: string): string {
  const { locale } = formatting
  return formatting.text(`month ${isoMonth}`, () =>
    new Intl.DateTimeFormat(localeInfo(locale).tag, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${isoMonth}-01T00:00:00Z`)),
  )
}

/** ['US', 'CA'] -> "United States and Canada" / "Estados Unidos y Canadá" / "Estados Unidos e Canadá". */
export function formatCountries(formatting: Formatting, codes: readonly string[]): string {
  return formatting.text(`countries ${codes.join(' ')}`, () => {
    const { tag } = localeInfo(formatting.locale)
    const regionName = new Intl.DisplayNames([tag], { type: 'region' })
    return new Intl.ListFormat(tag, { type: 'conjunction' }).format(
      codes.map((code) => regionName.of(code) ?? code),
    )
  })
}
