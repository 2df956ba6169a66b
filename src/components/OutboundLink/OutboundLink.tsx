import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { trackedClick } from '../../features/analytics/tracking'
import { Icon } from '../Icon/Icon'

interface OutboundLinkProps {
  href: string
  children: ReactNode
  className?: string
  iconSize?: number
  /** One of the agency's own projects: following the link is tracked as `outbound-project`. */
  project?: string
}

/**
 * A link to another site, opened in a new tab: marked with an icon for sighted visitors and
 * "(opens in a new tab)" for screen readers, and without access to this page (`noopener`).
 */
export function OutboundLink({
  href,
  children,
  className,
  iconSize = 14,
  project,
}: OutboundLinkProps) {
  const { t } = useTranslation('common')
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      {...(project && trackedClick({ name: 'outbound-project', project, url: href }))}
    >
      {children}
      <Icon name="external-link" size={iconSize} />
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  )
}
