import { type RefObject, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'

import { buttonClassName } from '../../components/Button/Button'
import { type Locale, localeInfo } from '../../config/locales'
import { useRouteTable } from '../../routing/routeTableContext'
import { useTrack } from '../analytics/tracking'
import { localizePath } from '../i18n/localePath'
import { switcherPath } from '../i18n/switcherPath'
import styles from './LanguageSuggestion.module.css'
import { rememberSuggestionAnswer } from './suggestionMemory'
import { SUGGESTION_NAMESPACE } from './suggestLocale'

interface NoticeProps {
  locale: Locale
  onDismiss: () => void
}

/**
 * While the notice covers the bottom of the window, the page keeps what gets focus above it:
 * its height (and the gap under it) becomes the page's bottom scroll padding, so Tab never
 * leaves a focused link hidden behind the notice (WCAG 2.2, 2.4.11). Read by a ResizeObserver,
 * which reports after layout instead of forcing one.
 */
function useScrollPaddingUnder(notice: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = notice.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? 0
      const gap = parseFloat(getComputedStyle(element).bottom) || 0
      root.style.setProperty('--covered-bottom', `${Math.ceil(height + 2 * gap)}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--covered-bottom')
    }
  }, [notice])
}

/** The notice itself: fetched, with its strings, only for the visitors who get it. */
export function SuggestionNotice({ locale, onDismiss }: NoticeProps) {
  const notice = useRef<HTMLElement>(null)
  useScrollPaddingUnder(notice)
  const track = useTrack()
  const { t } = useTranslation(SUGGESTION_NAMESPACE, { lng: locale })
  const { tag } = localeInfo(locale)
  const href = localizePath(locale, switcherPath(useLocation().pathname, useRouteTable()))
  return (
    <aside ref={notice} className={styles.notice} lang={tag} aria-label={t('label')}>
      <p className={styles.message}>{t('message')}</p>
      <div className={styles.actions}>
        <a
          className={buttonClassName({ variant: 'primary', size: 'small' })}
          href={href}
          hrefLang={tag}
          // Remembered, and the link left in place: a link taken out of the page while it is
          // being followed may not navigate.
          onClick={() => {
            rememberSuggestionAnswer(locale)
            track({ name: 'language-suggestion', action: 'accepted', suggested: locale })
          }}
        >
          {t('switch')}
        </a>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
          onClick={() => {
            track({ name: 'language-suggestion', action: 'dismissed', suggested: locale })
            onDismiss()
          }}
        >
          {t('dismiss')}
        </button>
      </div>
    </aside>
  )
}
