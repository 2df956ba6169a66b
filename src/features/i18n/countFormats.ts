import type { i18n } from 'i18next'

/**
 * Two i18next formats for counts that copy writes in words: `{{steps, words}}` is "five" and
 * `{{steps, words, capitalize}}` "Five". A heading like "Five ways to win" then takes its number
 * from the list of cards below it, so adding a card cannot leave the heading wrong, in any
 * language. The words are `common:numberWords`, each under its figure ("5": "five"), so no
 * order of the keys matters; past twenty a count is written in figures, as style guides do.
 */
export function addCountFormats(instance: i18n): void {
  // i18next creates its formatter in init(), which createI18n runs synchronously before this.
  const formatter = instance.services.formatter
  formatter?.add('words', (value: unknown, lng: string | undefined) => {
    const count = Number(value)
    const words: unknown = instance.t('common:numberWords', { lng, returnObjects: true })
    const word =
      typeof words === 'object' && words ? (words as Record<string, unknown>)[count] : null
    return typeof word === 'string' ? word : new Intl.NumberFormat(lng).format(count)
  })
  formatter?.add('capitalize', (value: unknown, lng: string | undefined) => {
    const text = String(value)
    return text.charAt(0).toLocaleUpperCase(lng) + text.slice(1)
  })
}
