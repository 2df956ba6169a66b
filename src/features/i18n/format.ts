import type { Locale } from '../../config/locales'
import { localeInfo } from '../../config/locales'

const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * Numbers, money and percentages with each locale's own separators and symbols. One formatter per
 * locale and options: building one costs far more than using it, and a page formats dozens of
 * figures (the prerender spent 7 s building formatters at 3,000 posts per language).
 */
function format(locale: Locale, value: number, options: Intl.NumberFormatOptions): string {
  const key = locale + JSON.stringify(options)
  const formatter = numberFormats.get(key) ?? new Intl.NumberFormat(localeInfo(locale).tag, options)
  numberFormats.set(key, formatter)
  return formatter.format(value)
}

/** 13 -> "13+", 340000000 -> "340M+" / "340 M+" / "340 mi+". */
export function formatCountPlus(locale: Locale, value: number): string {
  return `${format(locale, value, { notation: value >= 10_000 ? 'compact' : 'standard' })}+`
}

/** 2400000 USD -> "$2.4M" / "USD 2.4 M" / "US$ 2,4 mi"; 2999 -> "$2,999". */
export function formatMoney(locale: Locale, value: number, currency: string): string {
  return format(locale, value, {
    style: 'currency',
    currency,
    notation: value >= 1_000_000 ? 'compact' : 'standard',
    maximumFractionDigits: value >= 1_000_000 ? 1 : 0,
  })
}

/** 0.98 -> "98%" / "98 %"; as a change, 2.86 -> "+286%"; with `fractionDigits: 1`, 0.025 -> "2.5%". */
export function formatPercent(
  locale: Locale,
  value: number,
  { signed = false, fractionDigits = 0 } = {},
): string {
  return format(locale, value, {
    style: 'percent',
    signDisplay: signed ? 'exceptZero' : 'auto',
    maximumFractionDigits: fractionDigits,
  })
}

/** 10000 -> "10,000" / "10.000": a whole number with the locale's grouping. */
export function formatInteger(locale: Locale, value: number): string {
  return format(locale, value, { maximumFractionDigits: 0 })
}

/** 6 -> "6", 1.8 -> "1.8" / "1,8": a measurement in running text ("took 6 seconds"). */
export function formatNumber(locale: Locale, value: number): string {
  return format(locale, value, { maximumFractionDigits: 1 })
}

/** 3.2 -> "3.2s" / "3,2 s": a duration in seconds, written the short way. */
export function formatSeconds(locale: Locale, value: number): string {
  return format(locale, value, { style: 'unit', unit: 'second', unitDisplay: 'narrow' })
}

/** 4.9 -> "4.9" / "4,9": a figure with one decimal, such as a review score. */
export function formatDecimal(locale: Locale, value: number): string {
  return format(locale, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}

const longDateFormats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * "2025-01-10" -> "January 10, 2025" / "10 de enero de 2025" / "10 de janeiro de 2025". The
 * date is a calendar day, not an instant: it is read and written in UTC so no time zone moves it.
 * One formatter per locale: building one costs far more than using it, and a list of posts
 * formats a date per card.
 */
export function formatLongDate(locale: Locale, isoDate: string): string {
  let formatter = longDateFormats.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeInfo(locale).tag, {
      dateStyle: 'long',
      timeZone: 'UTC',
    })
    longDateFormats.set(locale, formatter)
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`))
}

/** ['US', 'CA'] -> "United States and Canada" / "Estados Unidos y Canadá" / "Estados Unidos e Canadá". */
export function formatCountries(locale: Locale, codes: readonly string[]): string {
  const { tag } = localeInfo(locale)
  const regionName = new Intl.DisplayNames([tag], { type: 'region' })
  return new Intl.ListFormat(tag, { type: 'conjunction' }).format(
    codes.map((code) => regionName.of(code) ?? code),
  )
}
