import type { i18n } from 'i18next'

/** `{{steps, words}}` -> "five" (`capitalize`: "Five"), so a heading counts its cards; past twenty, figures. */
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
