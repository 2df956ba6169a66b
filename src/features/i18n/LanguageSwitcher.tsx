import { useTranslation } from 'react-i18next'

import { type Locale, locales } from '../../config/locales'
import { trackedClick } from '../analytics/tracking'
import styles from './LanguageSwitcher.module.css'
import { localizePath } from './localePath'
import { useSwitcherPath } from './switcherPath'

/** Plain links (no script, crawlable), path only as prerendered HTML knows no query; a pick answers the suggestion. */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const pathIn = useSwitcherPath()
  return (
    <nav aria-label={t('language.label')}>
      <ul className={styles.list}>
        {locales.map(({ code, tag, label }) => (
          <li key={code}>
            <a
              className={styles.link}
              href={localizePath(code, pathIn(code))}
              hrefLang={tag}
              lang={tag}
              aria-current={code === locale ? 'true' : undefined}
              data-language-answer={code}
              {...(code !== locale && trackedClick({ name: 'language-switch', to: code }))}
            >
              <span aria-hidden="true">{code.toUpperCase()}</span>
              <span className="visually-hidden">{label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
