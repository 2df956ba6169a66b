import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { CONTACT_PATH } from '../../routing/paths'
import { trackedClick } from '../analytics/tracking'
import { NavLink } from '../i18n/links'
import styles from './MobileMenu.module.css'
import { PrimaryPageItems } from './PrimaryPageItems'
import { ServiceMenuLinks } from './ServiceMenuLinks'

/** Phone menu on <details>, so it opens without script; menus.ts closes it, CSS stops the page behind scrolling. */
export function MobileMenu({ servicesCurrent }: { servicesCurrent: boolean }) {
  const { t } = useTranslation()
  return (
    <details className={styles.menu} data-menu="">
      <summary className={styles.toggle}>
        <Icon name="menu" className={styles.openIcon} size={24} />
        <Icon name="x" className={styles.closeIcon} size={24} />
        <span className="visually-hidden">{t('nav.menu')}</span>
      </summary>
      <div className={styles.panel}>
        <ul className={styles.list}>
          <li>
            <details>
              <summary className={styles.item} data-current={servicesCurrent || undefined}>
                {t('nav.services')}
                <Icon name="chevron-down" className={styles.chevron} size={18} />
              </summary>
              <div className={styles.subList}>
                <ServiceMenuLinks />
              </div>
            </details>
          </li>
          <PrimaryPageItems linkClassName={styles.item} />
        </ul>
        <NavLink
          to={CONTACT_PATH}
          className={styles.cta}
          {...trackedClick({ name: 'cta-click', cta: 'menu-quote', target: CONTACT_PATH })}
        >
          {t('nav.getQuote')}
        </NavLink>
      </div>
      {/* A pointer target only: keyboard users close the menu with Escape or the toggle. */}
      <div className={styles.backdrop} aria-hidden="true" data-menu-backdrop="" />
    </details>
  )
}
