import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import styles from './NavBar.module.css'
import { ServiceMenuLinks } from './ServiceMenuLinks'
import { useOpenUntilNavigation } from './useOpenUntilNavigation'

/** How long the pointer may leave before a hover-opened menu closes (crossing the gap). */
const HOVER_CLOSE_DELAY_MS = 150

/**
 * Desktop Services menu: a disclosure button. Hover or click opens it; a click on a
 * hover-opened menu pins it open; outside click, Escape, focus leaving and navigation close it.
 * Without JavaScript, CSS opens it on hover and keyboard focus.
 */
export function ServicesDropdown({ current }: { current: boolean }) {
  const { t } = useTranslation()
  const menuId = useId()
  const rootRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const menu = useOpenUntilNavigation<'hover' | 'click'>()
  const { open, close } = menu

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, close])

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  return (
    <li
      ref={rootRef}
      className={styles.servicesItem}
      onMouseEnter={() => {
        clearTimeout(closeTimer.current)
        if (!menu.open) menu.openWith('hover')
      }}
      onMouseLeave={() => {
        if (menu.mode !== 'hover') return
        closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY_MS)
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close()
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navItem}
        data-current={current || undefined}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (menu.mode === 'hover') menu.openWith('click')
          else if (open) close()
          else menu.openWith('click')
        }}
      >
        {t('nav.services')}
        <Icon name="chevron-down" className={styles.chevron} size={16} />
      </button>
      <div className={styles.dropdown} data-open={open || undefined}>
        <ServiceMenuLinks id={menuId} />
      </div>
    </li>
  )
}
