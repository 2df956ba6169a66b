import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Icon } from '../Icon/Icon'

interface OutboundLinkProps {
  href: string
  children: ReactNode
  className?: string
  iconSize?: number
}

/**
 * A link to another site, opened in a new tab: marked with an icon for sighted visitors and
 * "(opens in a new tab)" for screen readers, and without access to this page (`noopener`).
 */
export function OutboundLink({ href, children, className, iconSize = 14 }: OutboundLinkProps) {
  const { t } = useTranslation('common')
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <Icon name="external-link" size={iconSize} />
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  )
}
