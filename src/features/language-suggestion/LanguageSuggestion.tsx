import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { Locale } from '../../config/locales'
import { addResources } from '../i18n/createI18n'
import { loadNamespaces } from '../i18n/resources'
import { readSuggestionAnswer, rememberSuggestionAnswer } from './suggestionMemory'
import type { SuggestionNotice } from './SuggestionNotice'
import { isCrawler, SUGGESTION_NAMESPACE, suggestLocale } from './suggestLocale'

/** The language offered, with the notice's code, once both have arrived. */
interface Offer {
  locale: Locale
  Notice: typeof SuggestionNotice
}

/**
 * Offers the same page in the visitor's own language when their browser prefers another of the
 * site's languages than the page's. Never a redirect: the visitor, and any crawler, stays where
 * the link took them. It exists only in the browser (nothing in the prerendered HTML), sits
 * over the page's bottom edge (nothing moves), speaks the suggested language, and is offered
 * until the visitor answers: dismissing it or choosing a language is remembered.
 */
export function LanguageSuggestion({ locale }: { locale: Locale }) {
  const { i18n } = useTranslation()
  const [offer, setOffer] = useState<Offer | null>(null)

  useEffect(() => {
    let current = true
    const offerIfWanted = () => {
      if (readSuggestionAnswer() !== null || isCrawler(navigator.userAgent)) return
      const target = suggestLocale(navigator.languages ?? [navigator.language], locale)
      if (!target) return
      // Its code and its few strings arrive only for the visitors who get the notice, the
      // strings in their language: no page's start waits for them.
      Promise.all([loadNamespaces(target, [SUGGESTION_NAMESPACE]), import('./SuggestionNotice')])
        .then(([resources, { SuggestionNotice }]) => {
          addResources(i18n, target, resources)
          if (current) setOffer({ locale: target, Notice: SuggestionNotice })
        })
        .catch(() => {
          // Offline, or a deploy replaced the file: no notice this time, nothing else affected.
        })
    }
    // In a task of its own: hydration runs every effect of the page in one task, and the
    // storage read and the two requests made that task a long one on a phone
    // (docs/performance.md at 892a5a2).
    const timer = setTimeout(offerIfWanted)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [i18n, locale])

  if (!offer) return null
  const { Notice } = offer
  return (
    <Notice
      locale={offer.locale}
      onDismiss={() => {
        rememberSuggestionAnswer('dismissed')
        setOffer(null)
      }}
    />
  )
}
