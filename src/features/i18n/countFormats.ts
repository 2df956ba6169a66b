import type { i18n } from 'i18next'

/**
 * The numbers a text may spell out, `common:numberWords.<name>`, by value. Iterated, not
 * indexed, where the keys are built, so that i18next-cli lists every one.
 */
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
] as const

/**
 * Two i18next formats for counts that copy writes in words: `{{steps, words}}` is "five" and
 * `{{steps, words, capitalize}}` "Five". A heading like "Five ways to win" then takes its number
 * from the list of cards below it, so adding a card cannot leave the heading wrong, in any
 * language. Past twenty a count is written in figures, as style guides do.
 */
export function addCountFormats(instance: i18n): void {
  const formatter = instance.services.formatter
  if (!formatter) throw new Error('i18next started without its formatter: counts cannot be written')
  formatter.add('words', (value: unknown, lng: string | undefined) => {
    const count = Number(value)
    const words = NUMBER_WORDS.map((name) => instance.t(`common:numberWords.${name}`, { lng }))
    return words[count] ?? new Intl.NumberFormat(lng).format(count)
  })
  formatter.add('capitalize', (value: unknown, lng: string | undefined) => {
    const text = String(value)
    return text.charAt(0).toLocaleUpperCase(lng) + text.slice(1)
  })
}
