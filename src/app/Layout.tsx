import { lazy, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { Locale } from '../config/locales'
import { startAnalyticsWhenIdle } from '../features/analytics/startAnalytics'
import { useTracking } from '../features/analytics/tracking'
import { ShownPageContext } from '../features/i18n/switcherPath'
import { LanguageSuggestion } from '../features/language-suggestion/LanguageSuggestion'
import {
  HydrateAllOnAddressChange,
  HydrateWhenNear,
} from '../features/lazy-hydration/HydrateWhenNear'
import { NavBar } from '../features/nav/NavBar'
import { isIndexed } from '../routing/contract'
import styles from './Layout.module.css'
import type { LoadedPage } from './loadPage'
import { PageTransition } from './PageTransition'

/**
 * The footer is never on the first screen of a page, so it hydrates only once near the screen
 * (HydrateWhenNear), and its code is fetched then: no page's start waits for it.
 */
const Footer = lazy(() =>
  import('../features/footer/Footer').then(({ Footer }) => ({ default: Footer })),
)
const FOOTER_ID = 'site-footer'

/** The frame around every page: skip link, language suggestion, navigation, the page, footer. */
export function Layout({ locale, page }: { locale: Locale; page: LoadedPage }) {
  const { t } = useTranslation()
  const tracking = useTracking()
  // The page on screen, for the language links: set as each page change shows the next page.
  const [shownPage, setShownPage] = useState(page)
  // Tells browser tests (and any monitoring) that the page is interactive; then, when the
  // browser is idle, the analytics the build was configured with start.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    startAnalyticsWhenIdle(tracking)
  }, [tracking])
  return (
    <ShownPageContext value={shownPage}>
      <HydrateAllOnAddressChange />
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <LanguageSuggestion locale={locale} />
      <NavBar locale={locale} />
      {/* What the site search indexes of a page (tooling/searchIndex.ts): its content, not the
          header, footer or language notice, and only on pages worth finding. */}
      <main
        id="main"
        className={styles.main}
        data-pagefind-body={isIndexed(page.resolved) ? '' : undefined}
      >
        <PageTransition locale={locale} firstPage={page} onShow={setShownPage} />
      </main>
      <HydrateWhenNear blockId={FOOTER_ID}>
        <Footer id={FOOTER_ID} />
      </HydrateWhenNear>
    </ShownPageContext>
  )
}
