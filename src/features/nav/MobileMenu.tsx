import type { FocusEvent, KeyboardEvent, SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { CONTACT_PATH } from '../../routing/paths'
import { useTrack } from '../analytics/tracking'
import { NavLink } from '../i18n/links'
import styles from './MobileMenu.module.css'
import { PrimaryPageItems } from './PrimaryPageItems'
import { ServiceMenuLinks } from './ServiceMenuLinks'
import { type Disclosure, useOpenUntilNavigation } from './useOpenUntilNavigation'

/** Keeps React's state in step with a <details> the browser opened or closed itself. */
const syncOpen = (menu: Disclosure) => (event: SyntheticEvent<HTMLDetailsElement>) => {
  if (event.currentTarget.open === menu.open) return
  if (event.currentTarget.open) menu.openWith('open')
  else menu.close()
}

/**
 * Phone menu (the language switcher stays in the bar). Built on <details>, so the hamburger
 * and the Services sub-list open without JavaScript too; with it, both close on navigation, on
 * Escape, when Tab leaves the menu and at a tap on the dimmed page around it. While it is open
 * the page behind does not scroll (CSS).
 */
export function MobileMenu({ servicesCurrent }: { servicesCurrent: boolean }) {
  const track = useTrack()
  const { t } = useTranslation()
  const menu = useOpenUntilNavigation()
  const services = useOpenUntilNavigation()

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.open) return
    menu.close()
    event.currentTarget.querySelector('summary')?.focus()
  }

  // Tab past the last item closes the menu rather than leave it open over the page, behind the
  // focus. Only a move to another control counts: a tap on the panel's padding moves focus
  // nowhere (relatedTarget null) and must not close it.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDetailsElement>) => {
    const next = event.relatedTarget
    if (!menu.open || !(next instanceof Node) || event.currentTarget.contains(next)) return
    menu.close()
  }

  return (
    <details
      className={styles.menu}
      open={menu.open}
      onToggle={syncOpen(menu)}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <summary className={styles.toggle}>
        <Icon name="menu" className={styles.openIcon} size={24} />
        <Icon name="x" className={styles.closeIcon} size={24} />
        <span className="visually-hidden">{t('nav.menu')}</span>
      </summary>
      <div className={styles.panel}>
        <ul className={styles.list}>
          <li>
            <details open={services.open} onToggle={syncOpen(services)}>
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
          end
          className={styles.cta}
          onClick={() => track({ name: 'cta-click', cta: 'menu-quote', target: CONTACT_PATH })}
        >
          {t('nav.getQuote')}
        </NavLink>
      </div>
      {/* A pointer target only: keyboard users close the menu with Escape or the toggle. */}
      <div className={styles.backdrop} aria-hidden="true" onClick={menu.close} />
    </details>
  )
}
