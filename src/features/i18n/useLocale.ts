import { useTranslation } from 'react-i18next'

import { defaultLocale, isLocale, type Locale } from '../../config/locales'

/** The locale of the page being rendered, for formatting numbers, money and dates. */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return isLocale(i18n.language) ? i18n.language : defaultLocale
}
