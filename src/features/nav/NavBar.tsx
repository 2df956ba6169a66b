import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import type { Locale } from '../../config/locales'
import { site } from '../../config/site'
import { CONTACT_PATH, SEARCH_PATH } from '../../routing/paths'
import { useRouteTable } from '../../routing/routeTableContext'
import { trackedClick } from '../analytics/tracking'
import { LanguageSwitcher } from '../i18n/LanguageSwitcher'
import { Link, NavLink } from '../i18n/links'
import { useLogicalPath } from '../i18n/switcherPath'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import styles from './NavBar.module.css'
import { isServicesCurrent } from './navLinks'
import { PrimaryPageItems } from './PrimaryPageItems'
import { ServicesDropdown } from './ServicesDropdown'

export function NavBar({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const servicesCurrent = isServicesCurrent(useLogicalPath(), useRouteTable())

  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label={t('nav.label')}>
        <Link to="/" className={styles.logo} aria-label={t('nav.homeLink', { name: site.name })}>
          <Logo compact />
        </Link>
        <ul className={styles.desktopList}>
          <ServicesDropdown current={servicesCurrent} />
          <PrimaryPageItems linkClassName={styles.navItem} />
        </ul>
        <div className={styles.actions}>
          <NavLink to={SEARCH_PATH} className={styles.searchLink}>
            <Icon name="search" size={20} />
            <span className="visually-hidden">{t('nav.search')}</span>
          </NavLink>
          <LanguageSwitcher locale={locale} />
          <NavLink
            to={CONTACT_PATH}
            className={`${styles.cta} ${styles.desktopOnly}`}
            {...trackedClick({ name: 'cta-click', cta: 'nav-quote', target: CONTACT_PATH })}
          >
            {t('nav.getQuote')}
          </NavLink>
          <MobileMenu servicesCurrent={servicesCurrent} />
        </div>
      </nav>
    </header>
  )
}
