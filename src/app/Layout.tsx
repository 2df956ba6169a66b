import { useTranslation } from 'react-i18next'

import type { Locale } from '../config/locales'
import { Footer } from '../features/footer/Footer'
import { LanguageSuggestion } from '../features/language-suggestion/LanguageSuggestion'
import { NavBar } from '../features/nav/NavBar'
import { isIndexed } from '../routing/contract'
import styles from './Layout.module.css'
import type { LoadedPage } from './loadPage'

export function Layout({ locale, page }: { locale: Locale; page: LoadedPage }) {
  const { t } = useTranslation()
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <LanguageSuggestion locale={locale} />
      <NavBar locale={locale} />
      {/* The site search indexes `main` only, and only on pages worth finding. */}
      <main
        id="main"
        className={styles.main}
        data-pagefind-body={isIndexed(page.resolved) ? '' : undefined}
      >
        <page.View data={page.data} />
      </main>
      <Footer />
    </>
  )
}
