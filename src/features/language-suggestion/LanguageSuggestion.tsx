import { useTranslation } from 'react-i18next'

import { buttonClassName } from '../../components/Button/Button'
import { type Locale, localeInfo, locales } from '../../config/locales'
import { trackedClick } from '../analytics/tracking'
import { localizePath } from '../i18n/localePath'
import { useSwitcherPath } from '../i18n/switcherPath'
import styles from './LanguageSuggestion.module.css'
import { SUGGESTION_NAMESPACE } from './suggestionScript'

/**
 * Offers the same page in the visitor's own language when their browser prefers another of the
 * site's languages than the page's. Never a redirect: the visitor, and any crawler, stays where
 * the link took them. Every page carries a notice for each other language, in that language,
 * hidden until the head script (suggestionScript.ts) names one before the first paint: it sits
 * in the flow under the fixed header, so it covers nothing and nothing moves when it appears. It is
 * offered until the visitor answers: dismissing it or choosing a language is remembered
 * (`data-language-answer`, languageAnswers.ts).
 */
export function LanguageSuggestion({ locale }: { locale: Locale }) {
  return locales
    .filter(({ code }) => code !== locale)
    .map(({ code }) => <SuggestionNotice key={code} locale={code} />)
}

function SuggestionNotice({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SUGGESTION_NAMESPACE, { lng: locale })
  const { tag } = localeInfo(locale)
  const href = localizePath(locale, useSwitcherPath()(locale))
  return (
    <aside className={styles.notice} data-suggest-for={locale} lang={tag} aria-label={t('label')}>
      <div className={styles.row}>
        <p className={styles.message}>{t('message')}</p>
        <div className={styles.actions}>
          <a
            className={buttonClassName({ variant: 'primary', size: 'small' })}
            href={href}
            hrefLang={tag}
            data-language-answer={locale}
            {...trackedClick({
              name: 'language-suggestion',
              action: 'accepted',
              suggested: locale,
            })}
          >
            {t('switch')}
          </a>
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            data-language-answer="dismissed"
            {...trackedClick({
              name: 'language-suggestion',
              action: 'dismissed',
              suggested: locale,
            })}
          >
            {t('dismiss')}
          </button>
        </div>
      </div>
    </aside>
  )
}
