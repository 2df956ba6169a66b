import { useTranslation } from 'react-i18next'

import { buttonClassName } from '../../components/Button/Button'
import { type Locale, localeInfo, locales } from '../../config/locales'
import { trackedClick } from '../analytics/tracking'
import { localizePath } from '../i18n/localePath'
import { useSwitcherPath } from '../i18n/switcherPath'
import styles from './LanguageSuggestion.module.css'
import { SUGGESTION_NAMESPACE } from './suggestionScript'

/** A notice per other language, shown when the head script names it; never a redirect (docs/decisions.md). */
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
