import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import styles from './NavBar.module.css'
import { ServiceMenuLinks } from './ServiceMenuLinks'

/** Desktop Services menu, a disclosure button (menus.ts); without script CSS opens it on hover and focus. */
export function ServicesDropdown({ current }: { current: boolean }) {
  const { t } = useTranslation()
  const menuId = useId()
  return (
    <li className={styles.servicesItem} data-services-menu="">
      <button
        type="button"
        className={styles.navItem}
        data-current={current || undefined}
        aria-expanded="false"
        aria-controls={menuId}
      >
        {t('nav.services')}
        <Icon name="chevron-down" className={styles.chevron} size={16} />
      </button>
      <div className={styles.dropdown}>
        <ServiceMenuLinks id={menuId} />
      </div>
    </li>
  )
}
