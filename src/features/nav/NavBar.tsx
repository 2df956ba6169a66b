import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import type { Locale } from '../../config/locales'
import { site } from '../../config/site'
import { CONTACT_PATH, SEARCH_PATH } from '../../routing/paths'
import { useRouteTable } from '../../routing/routeTableContext'
import { useTrack } from '../analytics/tracking'
import { LanguageSwitcher } from '../i18n/LanguageSwitcher'
import { Link, NavLink, useLogicalPath } from '../i18n/links'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import styles from './NavBar.module.css'
import { isServicesCurrent } from './navLinks'
import { PrimaryPageItems } from './PrimaryPageItems'
import { ServicesDropdown } from './ServicesDropdown'
import { useScrolled } from './useScrolled'

export function NavBar({ locale }: { locale: Locale }) {
  const track = useTrack()
  const { t } = useTranslation()
  const scrolled = useScrolled()
  const servicesCurrent = isServicesCurrent(useLogicalPath(), useRouteTable())

  return (
    <header className={styles.bar} data-scrolled={scrolled || undefined}>
      <nav className={styles.inner} aria-label={t('nav.label')}>
        <Link to="/" className={styles.logo} aria-label={t('nav.homeLink', { name: site.name })}>
          <Logo compact />
        </Link>
        <ul className={styles.desktopList}>
          <ServicesDropdown current={servicesCurrent} />
          <PrimaryPageItems linkClassName={styles.navItem} />
        </ul>
        <div className={styles.actions}>
          {/* A link, at every width, so it works without JavaScript. It loads the search page
              as a page of its own: only that page's Content-Security-Policy lets the search
              library run (features/hosting/hostPolicy.ts). */}
          <NavLink to={SEARCH_PATH} end reloadDocument className={styles.searchLink}>
            <Icon name="search" size={20} />
            <span className="visually-hidden">{t('nav.search')}</span>
          </NavLink>
          <LanguageSwitcher locale={locale} />
          <NavLink
            to={CONTACT_PATH}
            end
            className={`${styles.cta} ${styles.desktopOnly}`}
            onClick={() => track({ name: 'cta-click', cta: 'nav-quote', target: CONTACT_PATH })}
          >
            {t('nav.getQuote')}
          </NavLink>
          <MobileMenu servicesCurrent={servicesCurrent} />
        </div>
      </nav>
    </header>
  )
}
