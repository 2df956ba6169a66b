import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'

import type { Locale } from '../../config/locales'
import { addCountFormats } from './countFormats.ts'
import type { LocaleResources, OtherLanguageResources } from './resources'

/** One instance per render, so concurrent prerenders share no state; loaded resources make init synchronous. */
export function createI18n(
  locale: Locale,
  resources: LocaleResources,
  figures: Readonly<Record<string, string>>,
  otherLanguages: OtherLanguageResources = {},
): i18n {
  const instance = createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    resources: { ...otherLanguages, [locale]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    fallbackLng: false,
    initAsync: false,
    // The agency's figures ({{years}}, {{foundingYear}}…) are there for every text to name.
    interpolation: { escapeValue: false, defaultVariables: { ...figures } },
    react: { useSuspense: false },
    returnNull: false,
  })
  addCountFormats(instance)
  return instance
}

export function addResources(instance: i18n, locale: Locale, resources: LocaleResources): void {
  for (const [ns, bundle] of Object.entries(resources)) {
    if (!instance.hasResourceBundle(locale, ns)) instance.addResourceBundle(locale, ns, bundle)
  }
}
