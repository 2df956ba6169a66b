import { type Locale, localeInfo } from '../../config/locales.ts'
import type { Formatting } from './formatting'

const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * Numbers, money and percentages with each locale's own separators and symbols, named for the
 * page's formatting by their options and value. One formatter per locale and options: building
 * one costs far more than using it, and a page formats dozens of figures (the prerender spent
 * 7 s building formatters at 3,000 posts per language).
 */
function format(formatting: Formatting, value: number, options: Intl.NumberFormatOptions): string {
  return formatting.text(`${JSON.stringify(options)} ${value}`, () =>
    numberFormat(formatting.locale, options).format(value),
  )
}

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const name = locale + JSON.stringify(options)
  const formatter =
    numberFormats.get(name) ?? new Intl.NumberFormat(localeInfo(locale).tag, options)
  numberFormats.set(name, formatter)
  return formatter
}

/**
 * 13 -> "13+"; 340000000 -> "340M+" / "+340 millones" / "+340 milhões": a locale that writes
 * large numbers in words (`largeNumbers: 'long'`) puts its plus sign where it writes a sign.
 */
export function formatCountPlus(formatting: Formatting, value: number): string {
  if (value < 10_000) return `${format(formatting, value, { notation: 'standard' })}+`
  if (localeInfo(formatting.locale).largeNumbers === 'short')
    return `${format(formatting, value, { notation: 'compact' })}+`
  return format(formatting, value, {
    notation: 'compact',
    compactDisplay: 'long',
    signDisplay: 'always',
  })
}

/** 2400000 USD -> "$2.4M" / "USD 2.4 millones" / "US$ 2,4 milhões"; 2999 -> "$2,999". */
export function formatMoney(formatting: Formatting, value: number, currency: string): string {
  const compact = value >= 1_000_000
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    notation: compact ? 'compact' : 'standard',
    maximumFractionDigits: compact ? 1 : 0,
  }
  if (!compact || localeInfo(formatting.locale).largeNumbers === 'short')
    return format(formatting, value, options)
  // Intl has no long form for an amount of money: the short form's "M" becomes the word the
  // locale's long form of the same number uses ("millones"), after an ordinary space, so a
  // large figure may wrap before the word as "+340 millones" does ("USD 2.4" / "millones").
  return formatting.text(`${JSON.stringify(options)} long ${value}`, () => {
    const { locale } = formatting
    const long = numberFormat(locale, { notation: 'compact', compactDisplay: 'long' })
    const word = long.formatToParts(value).find((part) => part.type === 'compact')?.value
    if (!word) return format(formatting, value, options)
    const parts = numberFormat(locale, options).formatToParts(value)
    const at = parts.findIndex((part) => part.type === 'compact')
    return parts
      .map((part, index) =>
        index === at ? word : index === at - 1 && part.type === 'literal' ? ' ' : part.value,
      )
      .join('')
  })
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

/** 10000 -> "10,000" / "10.000": a whole number with the locale's grouping. */
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

/** 4.9 -> "4.9" / "4,9": a figure with one decimal, such as a review score. */
export function formatDecimal(formatting: Formatting, value: number): string {
  return format(formatting, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}

const longDateFormats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * "2025-01-10" -> "January 10, 2025" / "10 de enero de 2025" / "10 de janeiro de 2025". The
 * date is a calendar day, not an instant: it is read and written in UTC so no time zone moves it.
 * One formatter per locale: building one costs far more than using it, and a list of posts
 * formats a date per card.
 */
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
